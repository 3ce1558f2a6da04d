import type { Lesson } from './types';
import { eventsOfType, hex } from './build';

const C = 'chile' as const;
const IQUIQUE = '3218';
const FORT = 'pe-fort-iquique';

/** 7.6 Raid, 7.7 Forts, 7.10: bombarding Iquique. */
export const fortRaid: Lesson = {
  id: 'fort-raid',
  title: { en: 'A raid on a fort', es: 'Un raid contra un fuerte' },
  rule: '7.7',
  side: C,
  intro: {
    en: [
      'Warships that end their movement in a coastal hex with no enemy warships may raid, in the Naval Combat Phase (7.6): each warship picks one target there and rolls two dice, adding the target\'s printed raid modifier. Less than the ship\'s gunfire factor is a hit: a land unit loses a step, a fort is destroyed for good.',
      'While a fort stands, it is the only possible target (7.7). And it fires back at every ship that raids it, even in the raid that destroys it: two dice plus the ship\'s armour, less than the fort\'s anti-ship factor damages the ship; a natural 2 sinks it (7.10).',
      'September 1879: Cochrane and Blanco Encalada (gunfire 6, armour 3) are off Iquique, defended by its fort (anti-ship 6, raid +1) and a Peruvian battalion (raid +1).',
    ],
    es: [
      'Los buques de guerra que terminan su movimiento en un hex costero sin buques de guerra enemigos pueden lanzar un raid en la Fase de Combate Naval (7.6): cada buque elige un blanco allí y tira dos dados, sumando el modificador de raid impreso del blanco. Si el resultado es menor que el factor de fuego del buque, hay impacto: una unidad terrestre pierde un paso y un fuerte queda destruido para siempre.',
      'Mientras haya un fuerte en pie, es el único blanco posible (7.7). Y responde al fuego de cada buque que lo ataca, incluso en el raid que lo destruye: dos dados más el blindaje del buque; si es menor que el factor antibuque del fuerte, el buque queda dañado; un 2 natural lo hunde (7.10).',
      'Septiembre de 1879: el Cochrane y el Blanco Encalada (fuego 6, blindaje 3) están frente a Iquique, defendida por su fuerte (antibuque 6, raid +1) y un batallón peruano (raid +1).',
    ],
  },
  goal: {
    en: 'Destroy Fort Iquique, then hit the Peruvian battalion in Iquique with your second ironclad.',
    es: 'Destruye el fuerte de Iquique y después alcanza al batallón peruano de Iquique con tu segundo blindado.',
  },
  hints: {
    en: [
      'Naval Movement Phase: sail the stack into Iquique (3218), a coastal hex of area III, then end the phase.',
      'Naval Combat Phase: raid the fort with one ironclad; you need 4 or less on two dice (4 + 1 < 6).',
      'With the fort gone, the other ironclad may raid the battalion (7.7).',
    ],
    es: [
      'Fase de Movimiento Naval: lleva la flota a Iquique (3218), hex costero del área III, y termina la fase.',
      'Fase de Combate Naval: lanza un raid contra el fuerte con un blindado; necesitas 4 o menos con dos dados (4 + 1 < 6).',
      'Destruido el fuerte, el otro blindado puede lanzar un raid contra el batallón (7.7).',
    ],
  },
  setup: {
    seed: 'lesson-raid',
    turn: 4,
    side: C,
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': { location: hex('3118') }, 'cl-ship-blanco-encalada': { location: hex('3118') } },
    units: { 'pe-inf-gen-bn-1': { location: hex(IQUIQUE), steps: 1 } },
    forts: { [FORT]: { status: 'standing' } },
    control: { [IQUIQUE]: 'allied' },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 4 }, { ship: 'cl-ship-blanco-encalada', area: 'III', forTurn: 4 }], allied: [] },
    // the first raid hits (1+2+1 < 6), the fort misses (4+3+3), the second raid hits (2+2+1 < 6)
    dice: [1, 2, 4, 3, 2, 2],
  },
  isComplete: (state, events) =>
    state.forts[FORT]?.status === 'destroyed' &&
    eventsOfType(events, 'raid').some((e) => e.side === C && e.hit && e.target !== FORT),
  lastChance: { turn: 4, side: C, phase: 'navalCombat' },
  intended: [
    { type: 'sail', side: C, stack: 's1', to: IQUIQUE },
    { type: 'endPhase', side: C },
    { type: 'raid', side: C, ship: 'cl-ship-cochrane', target: FORT },
    { type: 'raid', side: C, ship: 'cl-ship-blanco-encalada', target: 'pe-inf-gen-bn-1' },
  ],
};
