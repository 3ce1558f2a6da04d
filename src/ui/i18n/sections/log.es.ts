import type { logEn } from './log.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/log.en.ts. */
export const logEs: Strings<typeof logEn> = {
  filters: 'Filtrar el registro',
  turn: 'Turno',
  allTurns: 'Todos los turnos',
  turnOption: 'Turno {{turn}}',
  side: 'Bando',
  bothSides: 'Ambos bandos',
  kind: {
    naval: 'Operaciones navales',
    land: 'Terrestre',
    supply: 'Suministro',
    dice: 'Dados',
    general: 'Turnos y despliegue',
  },
  shown: 'Entradas: {{shown}} de {{total}}',
  none: 'Ninguna entrada cumple los filtros.',
  march: '{{side}}: {{pieces}}, desde {{from}} hasta {{to}} ({{hexes}}, {{cost}} PM{{rolls}}){{dropped}}{{attrition}}',
  hexes_one: '{{count}} hex',
  hexes_other: '{{count}} hexes',
  rolls_one: ', {{count}} tirada de movimiento: {{dice}}',
  rolls_other: ', {{count}} tiradas de movimiento: {{dice}}',
  attrition: '; desgaste: {{losses}}',
  droppedOff: '; dejando {{pieces}} en {{at}}',
  stepLost: '{{unit}} pierde un paso',
  unitEliminated: '{{unit}} eliminado',
  nadcs_one: '{{side}}: un NADC apilado con {{ships}}',
  nadcs_other: '{{side}}: NADC apilados con {{count}} buques ({{ships}})',
  nadcsMore: '{{ships}} y {{count}} más',
  nadcsNone: '{{side}}: NADC dados y retirados',
};
