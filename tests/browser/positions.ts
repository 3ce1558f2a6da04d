/**
 * A land combat at Iquique: two Chilean regiments and artillery at Pisagua (3217), with a Supply Column,
 * against the garrison of Iquique (3218), in Chile's Land Combat Phase of turn 3 (8.7–8.11). The seed
 * decides the dice.
 */
export function iquiqueCombatPosition(seed: string) {
  return {
    format: 'wotp-position', version: 1, seed, turn: 3, side: 'chile', phase: 'landCombat',
    units: {
      'cl-inf-buin-1': { location: { kind: 'hex', hex: '3217' }, steps: 2 },
      'cl-inf-2nd': { location: { kind: 'hex', hex: '3217' }, steps: 2 },
      'cl-art-2nd': { location: { kind: 'hex', hex: '3217' }, steps: 2 },
      'pe-inf-gen-bn-1': { location: { kind: 'hex', hex: '3218' }, steps: 1 },
      'pe-inf-gen-bn-2': { location: { kind: 'hex', hex: '3218' }, steps: 1 },
    },
    supply: { 'sc-1': { nation: 'chile', location: { kind: 'hex', hex: '3217' } } },
    control: { '3217': 'chile', '3218': 'allied' },
  };
}
