import type { setupTrayEn } from './setupTray.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/setupTray.en.ts. */
export const setupTrayEs: Strings<typeof setupTrayEn> = {
  label: 'Piezas por colocar',
  title_one: 'Una pieza por colocar',
  title_other: '{{count}} piezas por colocar',
  how: 'Elige una pieza y haz clic en un lugar resaltado del mapa para colocarla allí. Un clic en un hex resaltado también muestra lo que puede ir allí.',
  allPlaced: 'Todas las piezas están colocadas: termina el despliegue, o haz clic en una pieza del mapa para moverla.',
  moveAgain_one: 'Una pieza colocada: haz clic en ella en el mapa para moverla de nuevo.',
  moveAgain_other: '{{count}} piezas colocadas: haz clic en una en el mapa para moverla de nuevo.',
  pieceCount: '{{piece}}, {{count}} por colocar',
  placeIn: '{{piece}} puede ir a:',
  lit_one: 'el lugar resaltado en el mapa.',
  lit_other: '{{count}} lugares, resaltados en el mapa.',
  list: 'Listarlos',
  hide: 'Ocultar la lista',
  cancel: 'Cancelar',
  moveElsewhere: 'Mover {{piece}} a otro lugar',
  moveInStack: 'Para mover una pieza de esta pila, haz clic otra vez en ella y elige la pieza en la pila que se abre.',
  group: {
    'pe-forts': 'Fuertes, en sus puertos',
    'pe-iquique-pisagua': 'Iquique y/o Pisagua',
    'pe-lima': 'En Lima',
    'pe-near-lima': 'A tres hexes de Lima como máximo, no en Lima',
    'pe-ports': 'Cualquier puerto peruano',
    'pe-recruit-pool': 'Reserva de reclutas peruana',
    'bo-lapaz-oruro': 'La Paz y/o Oruro',
    'bo-recruit-pool': 'Reserva de reclutas boliviana',
    'cl-antofagasta-or-box': 'Antofagasta y/o el cajetín Chile',
    'cl-option-artillery': 'Antofagasta y/o el cajetín Chile (opción de reglas)',
    'cl-recruit-pool': 'Reserva de reclutas chilena',
    'turn-track': 'Registro de turnos',
  },
};
