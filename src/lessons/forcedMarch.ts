import type { Lesson } from './types';
import { eventsOfType, hex, unitHex } from './build';

const C = 'chile' as const;
const TACNA = '3115';
const STACK = ['cl-inf-buin-1', 'cl-inf-2nd'] as const;

/** 8.2–8.4: variable movement, attrition on doubles, and forced marching. */
export const forcedMarch: Lesson = {
  id: 'forced-march',
  title: { en: 'Forced march', es: 'Marcha forzada' },
  rule: '8.4',
  side: C,
  intro: {
    en: [
      'Land units have no printed movement. To move a unit or a stack, roll two dice: the higher die is its movement points (MP) for now (8.2). Each hex costs MP by terrain: rough 2, salt desert 2, desert 3, mountain 4; a river hexside adds 2, a railroad makes it 1 (8.6).',
      'Doubles mean attrition: when the move ends, one unit of the stack loses a step (8.3), unless it ends in a fort hex.',
      'There is no limit to how often a stack moves: after spending its MP it may roll again — a forced march — and the new roll replaces what was left (8.4). It must stop as soon as it rolls doubles. Each roll is a gamble: about one in six is doubles.',
      'The 1st Buin and the 2nd stand at Pisagua (3217). Tacna (3115) is three hexes north, by way of Arica: 10 MP in all, more than any one roll.',
    ],
    es: [
      'Las unidades terrestres no tienen movimiento impreso. Para mover una unidad o una pila, tira dos dados: el dado mayor son sus puntos de movimiento (PM) por ahora (8.2). Cada hex cuesta PM según el terreno: accidentado 2, desierto salino 2, desierto 3, montaña 4; un lado de río suma 2 y el ferrocarril lo deja en 1 (8.6).',
      'Los dobles suponen desgaste: al terminar el movimiento, una unidad de la pila pierde un paso (8.3), salvo que termine en un hex con fuerte.',
      'No hay límite a las veces que una pila se mueve: tras gastar sus PM puede volver a tirar —una marcha forzada— y la nueva tirada sustituye lo que quedaba (8.4). Debe detenerse en cuanto saca dobles. Cada tirada es una apuesta: más o menos una de cada seis es doble.',
      'El 1.º Buin y el 2.º están en Pisagua (3217). Tacna (3115) está a tres hexes al norte, pasando por Arica: 10 PM en total, más que cualquier tirada.',
    ],
  },
  goal: {
    en: 'Move the stack from Pisagua to Tacna in one Land Movement Phase, forced-marching at least twice.',
    es: 'Lleva la pila de Pisagua a Tacna en una sola Fase de Movimiento Terrestre, con al menos dos marchas forzadas.',
  },
  hints: {
    en: [
      'Begin a move from Pisagua with both regiments and roll: 4 MP takes the stack into 3216 (rough 2, across a river +2).',
      'Roll again (forced march) to reach Arica (3116: desert 3, again across a river +2: 5 MP), and once more for Tacna: the railroad from Arica costs only 1 MP, though Tacna is a mountain hex (8.6).',
      'In Tacna, end the move. Had you rolled doubles, the stack would have stopped and lost a step (8.3, 8.4).',
    ],
    es: [
      'Empieza un movimiento desde Pisagua con los dos regimientos y tira: 4 PM llevan la pila a 3216 (accidentado 2, cruzando un río +2).',
      'Vuelve a tirar (marcha forzada) para llegar a Arica (3116: desierto 3, de nuevo cruzando un río +2: 5 PM), y otra vez para Tacna: el ferrocarril desde Arica cuesta solo 1 PM, aunque Tacna sea un hex de montaña (8.6).',
      'En Tacna, termina el movimiento. Si hubieras sacado dobles, la pila se habría detenido y perdido un paso (8.3, 8.4).',
    ],
  },
  setup: {
    seed: 'lesson-forced-march',
    turn: 8,
    side: C,
    phase: 'landMovement',
    units: { 'cl-inf-buin-1': { location: hex('3217'), steps: 2 }, 'cl-inf-2nd': { location: hex('3217'), steps: 2 } },
    control: { '3217': C },
    // 8.2: the higher die is the MP: 4 (to 3216), 5 (to Arica), 2 (to Tacna by rail); no doubles.
    dice: [4, 1, 5, 2, 2, 1],
  },
  isComplete: (state, events) =>
    eventsOfType(events, 'roll').filter((e) => e.side === C && e.purpose.code === 'roll.landMovement').length >= 3 &&
    STACK.every((u) => unitHex(state, u) === TACNA) &&
    eventsOfType(events, 'moveEnded').some((e) => e.side === C && e.at === TACNA),
  lastChance: { turn: 8, side: C, phase: 'landMovement' },
  // 8.2: a unit moves once a phase; one of the stack whose move ended short of Tacna will not get there.
  isLost: (_state, events) => eventsOfType(events, 'moveEnded').some((e) => e.side === C && e.at !== TACNA && e.pieces.some((p) => STACK.some((u) => u === p))),
  intended: [
    { type: 'beginMove', side: C, from: '3217' },
    { type: 'rollMove', side: C },
    { type: 'moveStep', side: C, to: '3216' },
    { type: 'forcedMarch', side: C },
    { type: 'moveStep', side: C, to: '3116' },
    { type: 'forcedMarch', side: C },
    { type: 'moveStep', side: C, to: TACNA },
    { type: 'stopMove', side: C },
  ],
};
