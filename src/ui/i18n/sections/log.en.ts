/** The interface's English strings for the complete game log and its filters (issue 19). */
export const logEn = {
  filters: 'Filter the log',
  turn: 'Turn',
  allTurns: 'All turns',
  turnOption: 'Turn {{turn}}',
  side: 'Side',
  bothSides: 'Both sides',
  kind: {
    naval: 'Naval',
    land: 'Land',
    supply: 'Supply',
    dice: 'Dice',
    general: 'Turns and set-up',
  },
  shown: '{{shown}} of {{total}} entries',
  none: 'No entry matches the filters.',
  march: '{{side}}: {{pieces}} {{from}} → {{to}} ({{hexes}} hexes, {{cost}} MP{{rolls}}){{attrition}}',
  rolls_one: ', {{count}} movement roll',
  rolls_other: ', {{count}} movement rolls',
  attrition: '; attrition: {{losses}}',
  stepLost: '{{unit}} lost a step',
  unitEliminated: '{{unit}} eliminated',
} as const;
