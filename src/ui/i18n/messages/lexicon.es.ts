/*
 * Glosario: la palabra que la interfaz en español da a cada término de las reglas. Manda el reglamento en
 * español (war-of-the-pacific-rules-es) y la referencia de reglas del juego (src/rulesRef/es.ts), que
 * usa sus palabras; donde la interfaz decía otra cosa, se cambió (QA, ronda 7). Las palabras retiradas
 * siguen encontrando su caso en la búsqueda de las reglas (src/rulesRef/synonyms.ts), y
 * src/ui/i18n/spanishTerms.test.tsx comprueba que no vuelvan.
 *
 * | inglés (reglas)            | interfaz antes                          | ahora (reglamento / referencia)          |
 * |----------------------------|-----------------------------------------|------------------------------------------|
 * | Supply Column (SC)         | Columna de Suministro                   | columna logística (CL), 6.0              |
 * | Consume Supply Columns Ph. | Fase de Consumo de Columnas de Sumin.   | Fase de Gasto de Columnas Logísticas, 4.1 II |
 * | replenish                  | reforzar(se)                            | reponer(se), 6.2                         |
 * | depleted (unit)            | mermada, reducida                       | desgastada (su lado reducido), 2.7, 6.2  |
 * | to lose a step (event)     | —                                       | reducir / reducida, 8.3, 8.10            |
 * | step                       | escalón, paso                           | paso, 2.7                                |
 * | hex                        | hexágono                                | hex, hexes (el hex 3118), 2.1            |
 * | raid                       | incursión                               | raid (un raid, modificador de raid), 7.7 |
 * | damaged (ship)             | averiado                                | dañado, 6.5, 7.9                         |
 * | interception               | interceptación, intercepción            | intercepción, 7.3                        |
 * | Inspiring Leader           | Líder Inspirador                        | Comandante heroico, 8.9                  |
 * | Earthworks                 | Trincheras                              | Reductos, 8.9                            |
 * | Cavalry Charge             | Carga de Caballería                     | Carga de caballería, 8.9                 |
 * | Tactical Surprise          | Sorpresa Táctica                        | Sorpresa táctica, 8.9                    |
 * | Slaughter                  | Matanza                                 | Sin cuartel, 8.9                         |
 * | Canister                   | Metralla                                | Metralla, 8.9                            |
 * | No Event                   | Sin Efecto, «nada»                      | Sin efecto, 8.9                          |
 * | Chile Holding Box          | cajetín Chile                           | cajetín Chile (sin cambio)               |
 *
 * Las fichas de ventaja se escriben como en el reglamento: mayúscula solo al principio. Un hex por su
 * número es «hex 3118» a secas; la frase le pone el artículo y las contracciones al mostrarse («en el
 * hex 3118», «del cajetín Chile»: finishEs en messages/es.ts).
 */
import type { Lexicon } from './lexicon';

/** Las palabras en español de lo que nombran los mensajes. */
export const lexiconEs: Lexicon = {
  // Femenino singular (una ciudad peruana); las plantillas añaden la -s del plural.
  nation: { chile: 'chilena', peru: 'peruana', bolivia: 'boliviana' },
  terrain: { sea: 'mar', lake: 'lago', clear: 'terreno despejado', rough: 'terreno accidentado', mountain: 'montaña', desert: 'desierto', saltDesert: 'salar' },
  // 3.2–3.6, como lo dicen los grupos de despliegue (counters/setupGroups.ts).
  group: {
    'pe-forts': 'como fuertes en las ciudades portuarias del mismo nombre (todas menos Iquique; Arica llega en el TJ4 por 9.0)',
    'pe-iquique-pisagua': 'en Iquique y/o Pisagua',
    'pe-lima': 'en Lima',
    'pe-near-lima': 'a tres hexes o menos de Lima, pero no en Lima',
    'pe-ports': 'como unidad naval en cualquier puerto o puertos peruanos',
    'pe-recruit-pool': 'en la reserva de reclutas peruana',
    'bo-lapaz-oruro': 'en el fuerte de La Paz (3513) y/o en Oruro (3616)',
    'bo-recruit-pool': 'en la reserva de reclutas boliviana (decisión del proyecto: las reglas no le dan ninguna a Bolivia; docs/counters.md)',
    'cl-antofagasta-or-box': 'en Antofagasta (3123) y/o en el cajetín Chile',
    'cl-option-artillery': 'solo con la opción de reglas chileanSetupArtillery: en Antofagasta (3123) y/o en el cajetín Chile',
    'cl-recruit-pool': 'en la reserva de reclutas chilena',
    'turn-track': 'en el registro de turnos, en la casilla del turno de refuerzo de la unidad (número R); ambos bandos',
  },
  decision: {
    placeSupplyColumn: 'una colocación de columna logística',
    eliminateExcess: 'una elección de unidades por encima del límite de apilamiento',
    repairChoice: 'una elección de reparación',
    placeNewUnit: 'una colocación de unidad nueva',
    formMove: 'la formación de una pila en movimiento',
    landMove: 'un movimiento terrestre',
    attritionLoss: 'una pérdida por desgaste de movimiento',
    formAttack: 'la formación de un ataque',
    combatSupply: 'una elección de suministro de combate',
    combatLosses: 'una elección de pérdidas de combate',
    retreat: 'una retirada',
    advance: 'un avance tras el combate',
    interception: 'una intercepción',
    setAside: 'un apartado de buques antes del combate naval',
    navalFire: 'un disparo naval',
    shipCapture: 'una captura de buque',
    catchRunners: 'una elección de buques atrapados en el bloqueo',
    runBlockade: 'un intento de forzar el bloqueo',
  },
  issue: {
    missing: 'falta',
    invalid_type: 'tipo equivocado',
    too_big: 'demasiado grande',
    too_small: 'demasiado pequeño',
    invalid_format: 'formato equivocado',
    not_multiple_of: 'no es un múltiplo exacto',
    unrecognized_keys: 'campo desconocido',
    invalid_union: 'no tiene ninguna de las formas permitidas',
    invalid_key: 'clave errónea',
    invalid_element: 'elemento erróneo',
    invalid_value: 'no es un valor permitido',
    custom: 'no permitido',
  },
  topLevel: '(nivel superior)',
};
