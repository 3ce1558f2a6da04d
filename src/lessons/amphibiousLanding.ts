import { controller } from '../engine';
import type { Lesson } from './types';
import { ALLIED, CHILEAN, eventsOfType, hex, unitsIn } from './build';

const C = 'chile' as const;
const PISAGUA = '3217';

/** 7.1, 7.6 Amphibious landing: the landing at Pisagua, 2 November 1879. */
export const amphibiousLanding: Lesson = {
  id: 'amphibious-landing',
  title: { en: 'An amphibious landing', es: 'Un desembarco anfibio' },
  rule: '7.6',
  side: C,
  intro: {
    en: [
      'Troops go to sea aboard transports. At the start of the Naval Movement Phase, before it sails, a transport in a friendly port may embark one full-strength unit, two one-step units or one Supply Column: two steps at most (7.1).',
      'A transport that ends its movement in any coastal hex may land what it carries there (7.6). If enemy land units hold the hex, the landed units stay and must attack them in the Land Combat Phase, and the defender rolls one extra die. Win, and the hex is yours.',
      'November 1879: the Loa and the Rímac wait at Antofagasta with the 1st Buin and the 2nd Regiment. Pisagua is held by one Peruvian battalion.',
    ],
    es: [
      'Las tropas van al mar a bordo de transportes. Al comienzo de la Fase de Movimiento Naval, antes de zarpar, un transporte en un puerto amigo puede embarcar una unidad completa, dos unidades de un paso o una columna logística: dos pasos como máximo (7.1).',
      'Un transporte que termina su movimiento en cualquier hex costero puede desembarcar allí lo que lleva (7.6). Si hay unidades terrestres enemigas en el hex, las unidades desembarcadas se quedan y deben atacarlas en la Fase de Combate Terrestre, y el defensor tira un dado adicional. Si vences, el hex es tuyo.',
      'Noviembre de 1879: el Loa y el Rímac esperan en Antofagasta con el 1.º Buin y el 2.º Regimiento. Pisagua está defendida por un batallón peruano.',
    ],
  },
  goal: {
    en: 'Land both regiments at Pisagua (3217) and hold it after the Land Combat Phase.',
    es: 'Desembarca los dos regimientos en Pisagua (3217) y consérvala tras la Fase de Combate Terrestre.',
  },
  hints: {
    en: [
      'Before sailing, click Antofagasta (or its name in the prompt) and choose the 1st Buin, then the Loa; again for the 2nd and the Rímac (7.1).',
      'Click the lit Pisagua hex to sail the stack there: its NADC is for area III, and Pisagua lies on that coast. Then click Pisagua again to put each regiment ashore (7.6).',
      'End the phases up to the Land Combat Phase and resolve the landing\'s assault on Pisagua (7.6, 8.9).',
    ],
    es: [
      'Antes de zarpar, haz clic en Antofagasta (o en su nombre en el aviso) y elige el 1.º Buin y luego el Loa; de nuevo para el 2.º y el Rímac (7.1).',
      'Haz clic en el hex resaltado de Pisagua para navegar hasta allí: su NADC es para el área III y Pisagua está en esa costa. Después haz clic otra vez en Pisagua para desembarcar cada regimiento (7.6).',
      'Termina las fases hasta la Fase de Combate Terrestre y resuelve el asalto del desembarco en Pisagua (7.6, 8.9).',
    ],
  },
  setup: {
    seed: 'lesson-landing',
    turn: 5,
    side: C,
    phase: 'navalMovement',
    ships: { 'cl-ship-loa': { location: hex('3123') }, 'cl-ship-rimac': { location: hex('3123') } },
    units: {
      'cl-inf-buin-1': { location: hex('3123'), steps: 2 },
      'cl-inf-2nd': { location: hex('3123'), steps: 2 },
      'pe-inf-gen-bn-2': { location: hex(PISAGUA), steps: 1 },
    },
    supply: { 'sc-1': { nation: C, location: hex('3123') } },
    control: { '3123': C, [PISAGUA]: 'allied' },
    nadc: { chile: [{ ship: 'cl-ship-loa', area: 'III', forTurn: 5 }, { ship: 'cl-ship-rimac', area: 'III', forTurn: 5 }], allied: [] },
    dice: [5, 2, 6, 3, 4, 2],
    chits: ['noEvent'],
  },
  isComplete: (state, events) =>
    eventsOfType(events, 'debarked').some((e) => e.side === C && e.landing) &&
    controller(state, PISAGUA) === C &&
    unitsIn(state, PISAGUA, CHILEAN).length > 0 &&
    unitsIn(state, PISAGUA, ALLIED).length === 0 &&
    state.amphibiousAssaults.length === 0,
  lastChance: { turn: 5, side: C, phase: 'landCombat' },
  intended: [
    { type: 'embark', side: C, transport: 'cl-ship-loa', piece: 'cl-inf-buin-1' },
    { type: 'embark', side: C, transport: 'cl-ship-rimac', piece: 'cl-inf-2nd' },
    { type: 'sail', side: C, stack: 's1', to: PISAGUA },
    { type: 'debark', side: C, piece: 'cl-inf-buin-1' },
    { type: 'debark', side: C, piece: 'cl-inf-2nd' },
    { type: 'endPhase', side: C },
    { type: 'endPhase', side: C },
    { type: 'endPhase', side: C },
    { type: 'resolveAssault', side: C, hex: PISAGUA },
  ],
};
