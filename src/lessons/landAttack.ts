import type { Lesson } from './types';
import { ALLIED, eventsOfType, hex, unitsIn } from './build';

const C = 'chile' as const;
const A = 'allied' as const;
const FROM = '3217';
const TARGET = '3318';

/** 8.7–8.11: a land attack, with the initiative and the combat advantage chit cup. */
export const landAttack: Lesson = {
  id: 'land-attack',
  title: { en: 'A land attack and the chit cup', es: 'Un ataque terrestre y la taza de marcadores' },
  rule: '8.8',
  side: C,
  intro: {
    en: [
      'In the Land Combat Phase your units may attack an adjacent enemy hex (8.7). First both sides roll one die for the initiative, adding the "+" of their units in the fight; the higher wins and the defender wins ties (8.8).',
      'The winner draws one Combat Advantage chit blindly from the cup (8.9): an inspiring leader, earthworks, a cavalry charge, tactical surprise, slaughter, canister, or nothing. Then each unit rolls one die; every 6 (after terrain and other modifiers) is a hit, one step lost.',
      'A side that suffers hits without inflicting any must retreat one hex, or lose a further step to stand (8.10). The attackers may then advance into the empty hex (8.11).',
      'Pisagua, November 1879: the 1st Buin and the 2nd (each +2) face the Zepita regiment (+2) at Tarapacá (3318), in its quebrada below the cordillera: a mountain hex, so each of the Zepita\'s dice gets +2 and hits on a 4 (8.9).',
    ],
    es: [
      'En la Fase de Combate Terrestre tus unidades pueden atacar un hex enemigo adyacente (8.7). Primero cada bando tira un dado por la iniciativa, sumando el «+» de sus unidades en el combate; gana el mayor y el defensor gana los empates (8.8).',
      'El ganador saca a ciegas un marcador de ventaja de combate de la taza (8.9): Comandante heroico, Reductos, Carga de caballería, Sorpresa táctica, Sin cuartel, Metralla o Sin efecto. Después cada unidad tira un dado; cada 6 (tras el terreno y demás modificadores) es un impacto, un paso perdido.',
      'El bando que recibe impactos sin causar ninguno debe retirarse un hex, o perder otro paso para mantenerse (8.10). Los atacantes pueden entonces avanzar al hex vacío (8.11).',
      'Pisagua, noviembre de 1879: el 1.º Buin y el 2.º (cada uno +2) se enfrentan al regimiento Zepita (+2) en Tarapacá (3318), en su quebrada bajo la cordillera: un hex de montaña, así que cada dado del Zepita suma +2 e impacta con un 4 (8.9).',
    ],
  },
  goal: {
    en: 'Attack Tarapacá with both regiments, win the initiative, draw a chit and drive the Zepita out.',
    es: 'Ataca Tarapacá con los dos regimientos, gana la iniciativa, saca un marcador y expulsa al Zepita.',
  },
  hints: {
    en: [
      'Choose an attack from Pisagua (3217) on Tarapacá (3318) and keep both regiments in it: their +2 and +2 count for the initiative (8.8).',
      'Declare the attack: the dice and the chit are drawn for you, and the log shows what the chit did (8.9).',
      'If the Zepita retreats, advance one or both regiments into Tarapacá (8.11).',
    ],
    es: [
      'Elige un ataque desde Pisagua (3217) contra Tarapacá (3318) y deja en él los dos regimientos: su +2 y +2 cuentan para la iniciativa (8.8).',
      'Declara el ataque: los dados y el marcador se sacan solos, y el registro muestra qué hizo el marcador (8.9).',
      'Si el Zepita se retira, avanza uno o los dos regimientos a Tarapacá (8.11).',
    ],
  },
  setup: {
    seed: 'lesson-land-attack',
    turn: 5,
    side: C,
    phase: 'landCombat',
    units: {
      'cl-inf-buin-1': { location: hex(FROM), steps: 2 },
      'cl-inf-2nd': { location: hex(FROM), steps: 2 },
      'pe-inf-zepita': { location: hex(TARGET), steps: 2 },
    },
    control: { [FROM]: C, [TARGET]: A },
    // initiative 3 + 4 against 2 + 2; Slaughter; the attackers roll 6, 2, 3, 1; the defender 3 (+2 mountain, 8.9: 5, no hit)
    dice: [3, 2, 6, 2, 3, 1, 3],
    chits: ['slaughter'],
  },
  isComplete: (state, events) =>
    eventsOfType(events, 'initiativeWon').some((e) => e.side === C) &&
    eventsOfType(events, 'combatAdvantageDrawn').some((e) => e.side === C) &&
    unitsIn(state, TARGET, ALLIED).length === 0 &&
    state.land.battle === null,
  lastChance: { turn: 5, side: C, phase: 'landCombat' },
  // 8.8: the Zepita won the initiative, so Chile draws no chit in this battle.
  isLost: (_state, events) => eventsOfType(events, 'initiativeWon').some((e) => e.side === A),
  intended: [
    { type: 'beginAttack', side: C, from: FROM, target: TARGET },
    { type: 'declareAttack', side: C },
    { type: 'retreat', side: A, to: '3319' },
    { type: 'advanceUnit', side: C, unit: 'cl-inf-buin-1' },
    { type: 'endAdvance', side: C },
  ],
};
