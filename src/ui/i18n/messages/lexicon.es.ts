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
    'pe-near-lima': 'a tres hexágonos o menos de Lima, pero no en Lima',
    'pe-ports': 'como unidad naval en cualquier puerto o puertos peruanos',
    'pe-recruit-pool': 'en la reserva de reclutas peruana',
    'bo-lapaz-oruro': 'en el fuerte de La Paz (3513) y/o en Oruro (3616)',
    'bo-recruit-pool': 'en la reserva de reclutas boliviana (decisión del proyecto: las reglas no le dan ninguna a Bolivia; docs/counters.md)',
    'cl-antofagasta-or-box': 'en Antofagasta (3123) y/o en el cajetín Chile',
    'cl-option-artillery': 'solo con la opción de reglas chileanSetupArtillery: en Antofagasta (3123) y/o en el cajetín Chile',
    'cl-recruit-pool': 'en la reserva de reclutas chilena',
    'turn-track': 'en el registro de turnos, en la casilla del turno de refuerzo de la unidad (número R); ambos bandos',
  },
  issue: {
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
