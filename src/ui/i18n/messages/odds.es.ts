import type { OddsMessageParams } from '../../../engine/messages/oddsMessages';
import { checkTemplates, type MessageTable } from './template';

/** Lo que suponen las probabilidades exactas (src/engine/odds). */
export const oddsEs = checkTemplates({
  'odds.interceptionAutomatic': 'Cada hex declarado es el hex en que se entró: éxito automático (nota de 7.3).',
  'odds.interceptionRoll': 'Un dado + el modificador debe superar la distancia más lejana (7.3, 7.4).',
  'odds.interceptionModifierEs': 'Opción ES: el modificador es la velocidad más alta entre los buques interceptados.',
  'odds.interceptionModifierEn': 'El modificador es el modificador de velocidad más bajo entre todos los buques que van (los transportes, solo si van).',
  'odds.interceptionFailedMoves': 'Los hexes que se mueven tras un fracaso se cuentan solo sobre los fracasos (7.5).',
  'odds.attackExact': 'Exacto: cada tirada de iniciativa (36), cada ficha de la taza (13, devuelta tras cada combate) y cada dado de combate.',
  'odds.attackSupply': 'Columnas logísticas: solo los usos indicados (por defecto, ninguno); un uso sin columna en el hex que lo pague se omite (6.1, 8.9).',
  'odds.attackChits':
    'Una ficha que nombra una unidad (Comandante heroico +2, Sin cuartel, Metralla, Reductos, Carga de caballería) da las mismas probabilidades sea cual sea la unidad elegible nombrada: cada dado de un bando tiene los mismos modificadores; una ficha que no es aplicable se ignora, no se vuelve a sacar (8.9).',
  'odds.attackRetreat': 'Retirada significa que el bando debe retirarse o reducir una unidad para quedarse (8.10); sin hex al que retirarse, cada unidad pierde en su lugar un paso.',
  'odds.attackColumnsOnly': 'Solo columnas logísticas enemigas en el hex: sin dados; se capturan con un avance y, si no, se eliminan (nota de 8.7, 8.12).',
  'odds.attackAmphibious': 'Asalto anfibio (7.6): el defensor tira un dado más.',
  'odds.moveOneRoll': 'Una tirada: un espacio cuenta como alcanzable cuando lo que permite esta tirada cubre su ruta más barata; las tiradas posteriores (marcha forzada, 8.4) no se incluyen.',
  'odds.moveAttrition': 'El desgaste (8.3) es la probabilidad de dobles; un movimiento que termina en un hex con fuerte es inmune, lo que tiene en cuenta la probabilidad con desgaste de cada espacio.',
  'odds.moveCavalryBonus': 'Solo caballería: +1 a la tirada (8.2).',
  'odds.moveNoCavalryBonus': 'Sin bonificación de caballería: no es una pila solo de caballería, o la opción está desactivada (8.2).',
  'odds.raidIndependent': 'La tirada de raid y el fuego de respuesta del fuerte son independientes; el fuerte siempre responde (7.7).',
  'odds.raidFort': 'Ningún impacto crítico contra un fuerte (nota de 7.10); un 2 natural del fuerte hunde al incursor (7.10).',
} as const satisfies MessageTable<keyof OddsMessageParams>);
