import type { Lexicon } from './lexicon';

/** English words for what messages name. */
export const lexiconEn: Lexicon = {
  nation: { chile: 'Chilean', peru: 'Peruvian', bolivia: 'Bolivian' },
  terrain: { sea: 'sea', lake: 'lake', clear: 'clear', rough: 'rough', mountain: 'mountain', desert: 'desert', saltDesert: 'salt desert' },
  // 3.2–3.6, as the set-up groups say it (counters/setupGroups.ts).
  group: {
    'pe-forts': 'as forts in the port cities of the same name (all but Iquique; Arica arrives on GT4 by 9.0)',
    'pe-iquique-pisagua': 'in Iquique and/or Pisagua',
    'pe-lima': 'in Lima',
    'pe-near-lima': 'within three hexes of Lima, but not in Lima',
    'pe-ports': 'as naval units in any Peruvian port(s)',
    'pe-recruit-pool': 'in the Peruvian recruit pool',
    'bo-lapaz-oruro': 'in Fort La Paz (3513) and/or Oruro (3616)',
    'bo-recruit-pool': 'in the Bolivian recruit pool (a project decision: the rules give Bolivia none; docs/counters.md)',
    'cl-antofagasta-or-box': 'in Antofagasta (3123) and/or the Chile Holding Box',
    'cl-option-artillery': 'with rules option chileanSetupArtillery only: in Antofagasta (3123) and/or the Chile Holding Box',
    'cl-recruit-pool': 'in the Chilean recruit pool',
    'turn-track': 'on the turn track, in the box of the unit’s reinforcement turn (R-number); both sides',
  },
  issue: {
    invalid_type: 'wrong type',
    too_big: 'too big',
    too_small: 'too small',
    invalid_format: 'wrong format',
    not_multiple_of: 'not a whole multiple',
    unrecognized_keys: 'unknown field',
    invalid_union: 'matches no allowed form',
    invalid_key: 'bad key',
    invalid_element: 'bad element',
    invalid_value: 'not an allowed value',
    custom: 'not allowed',
  },
  topLevel: '(top level)',
};
