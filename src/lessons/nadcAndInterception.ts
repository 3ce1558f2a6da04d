import type { Lesson } from './types';
import { eventsOfType, hex } from './build';

const C = 'chile' as const;
const A = 'allied' as const;

/** 4.1 I, 7.2–7.5, 7.9: an enemy stack sails under its secret NADC; your warship intercepts it. */
export const nadcAndInterception: Lesson = {
  id: 'nadc-and-interception',
  title: { en: 'NADCs and naval interception', es: 'Los NADC y la intercepción naval' },
  rule: '7.3',
  side: C,
  intro: {
    en: [
      'Ships move only where their Naval Area Destination Chit (NADC) sends them. The NADC is given secretly in the Administrative Phase of the turn BEFORE (4.1 I); in the Naval Movement Phase the stack must sail, hex by hex, towards that naval area and stop once inside it (7.2). You see an enemy stack\'s route only as it moves.',
      'When an enemy stack enters a hex of a naval area where you have warships, you may intercept (7.3): count the hexes from your warships to that hex, roll one die and add the lowest speed modifier of your intercepting ships (7.4). Beat the distance and the interception succeeds: naval combat follows at once (7.9). Fail, and your ships still move that many hexes towards the target (7.5).',
      'May 1879: the Huáscar leaves Arica for the south with a secret NADC. Almirante Cochrane (gunfire 6, armour 3, speed +1) waits at sea in area III.',
    ],
    es: [
      'Los barcos solo se mueven adonde los envía su marcador de destino naval (NADC). El NADC se asigna en secreto en la Fase Administrativa del turno ANTERIOR (4.1 I); en la Fase de Movimiento Naval la flota debe navegar, hex a hex, hacia esa área naval y detenerse una vez dentro (7.2). La ruta de una flota enemiga solo se ve mientras se mueve.',
      'Cuando una flota enemiga entra en un hex de un área naval donde tienes buques de guerra, puedes interceptarla (7.3): cuenta los hexes desde tus buques hasta ese hex, tira un dado y suma el menor modificador de velocidad de los buques que interceptan (7.4). Si superas la distancia, la intercepción tiene éxito y sigue el combate naval de inmediato (7.9). Si fallas, tus buques avanzan igualmente ese número de hexes hacia el objetivo (7.5).',
      'Mayo de 1879: el Huáscar zarpa de Arica hacia el sur con un NADC secreto. El Almirante Cochrane (fuego 6, blindaje 3, velocidad +1) espera en el mar, en el área III.',
    ],
  },
  goal: {
    en: 'Intercept the Huáscar with Cochrane and fight the naval battle to its end.',
    es: 'Intercepta al Huáscar con el Cochrane y libra el combate naval hasta el final.',
  },
  hints: {
    en: [
      'When the Huáscar enters area III you are asked whether to intercept: choose Cochrane\'s hex, then roll (7.3).',
      'Cochrane\'s +1 speed is added to the die (7.4): from two hexes away, any roll of 2 or more succeeds.',
      'In the battle each warship fires once, alternating: die + the target\'s armour must be less than your gunfire (7.9). A natural 1 is a critical hit (7.10).',
    ],
    es: [
      'Cuando el Huáscar entre en el área III se te preguntará si interceptas: elige el hex del Cochrane y tira (7.3).',
      'La velocidad +1 del Cochrane se suma al dado (7.4): a dos hexes, cualquier tirada de 2 o más tiene éxito.',
      'En el combate cada buque dispara una vez, por turnos: el dado más el blindaje del blanco debe ser menor que tu fuego (7.9). Un 1 natural es un impacto crítico (7.10).',
    ],
  },
  setup: {
    seed: 'lesson-interception',
    turn: 2,
    side: A,
    phase: 'navalMovement',
    ships: { 'pe-ship-huascar': { location: hex('3116') }, 'cl-ship-cochrane': { location: hex('2918') } },
    supply: { 'sc-1': { nation: 'peru', location: hex('3116') } },
    nadc: { chile: [], allied: [{ ship: 'pe-ship-huascar', area: 'II', forTurn: 2 }] },
    dice: [4, 4, 2],
  },
  isComplete: (_state, events) =>
    eventsOfType(events, 'interception').some((e) => e.side === C && e.success) && eventsOfType(events, 'navalCombatEnded').length > 0,
  lastChance: { turn: 2, side: A, phase: 'navalMovement' },
  // 7.2: the Huáscar ended its move (let pass, or out of reach) and was never intercepted.
  isLost: (_state, events) =>
    !eventsOfType(events, 'interception').some((e) => e.side === C && e.success) &&
    eventsOfType(events, 'stackEnded').some((e) => e.side === A && e.ships.includes('pe-ship-huascar')),
  intended: [
    { type: 'sail', side: A, stack: 's1', to: '3020' },
    { type: 'intercept', side: C, hex: '2918' },
    { type: 'interceptRoll', side: C, transports: false },
    { type: 'fire', side: A, ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' },
    { type: 'fire', side: C, ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' },
  ],
};
