import type { Lesson } from './types';
import { aboard, eventsOfType, hex } from './build';

const A = 'allied' as const;

/** 7.6 Blockade: running supplies into blockaded Arica (as the Unión did in March 1880). */
export const blockadeRun: Lesson = {
  id: 'blockade-run',
  title: { en: 'Running a blockade', es: 'Forzar un bloqueo' },
  rule: '7.6',
  side: A,
  intro: {
    en: [
      'A warship stack in the coastal hex of an enemy port blockades it (7.6): enemy ships entering or leaving that port are intercepted automatically, with no die roll and no speed modifier.',
      'The owner may instead run the blockade: roll one die; that many of the running ships slip through and are safe from that blockading force for the rest of the turn. Any runners beyond the roll may be caught and must fight the blockaders (7.9). That is why few ships run a blockade at once.',
      'March 1880: Cochrane blockades Arica. The corvette Unión and the transport Chalaco, just off Arica in hex 3016 with a Supply Column aboard, must bring it into the besieged port.',
    ],
    es: [
      'Una flota de buques de guerra en el hex costero de un puerto enemigo lo bloquea (7.6): los barcos enemigos que entran en ese puerto o salen de él son interceptados automáticamente, sin tirada y sin modificador de velocidad.',
      'El dueño puede en cambio forzar el bloqueo: tira un dado; ese número de barcos pasan y quedan a salvo de esa fuerza bloqueadora el resto del turno. Los que excedan la tirada pueden ser interceptados y deben combatir contra los bloqueadores (7.9). Por eso pocos barcos fuerzan un bloqueo a la vez.',
      'Marzo de 1880: el Cochrane bloquea Arica. La corbeta Unión y el transporte Chalaco, frente a Arica en el hex 3016 y con una columna logística a bordo, deben llevarla al puerto sitiado.',
    ],
  },
  goal: {
    en: 'Run the blockade into Arica with both ships and unload the Supply Column there.',
    es: 'Fuerza el bloqueo de Arica con los dos barcos y desembarca allí la columna logística.',
  },
  hints: {
    en: [
      'Your stack already has its NADC for area III, so it may sail into Arica (3116), a port on that area\'s coast (7.2).',
      'As it enters the blockaded hex you are asked whether to run: choose to run and roll one die; two or more gets both ships through (7.6).',
      'Once the stack has ended its move in Arica, a friendly port, click Arica (or its name in the prompt) to disembark the column from the Chalaco (7.6 Disembarkation).',
    ],
    es: [
      'Tu flota ya tiene su NADC para el área III, así que puede entrar en Arica (3116), un puerto de la costa de esa área (7.2).',
      'Al entrar en el hex bloqueado se te pregunta si fuerzas el bloqueo: fuérzalo y tira un dado; con dos o más pasan los dos barcos (7.6).',
      'Cuando la flota haya terminado su movimiento en Arica, puerto amigo, haz clic en Arica (o en su nombre en el aviso) para desembarcar la columna del Chalaco (7.6, desembarco).',
    ],
  },
  setup: {
    seed: 'lesson-blockade',
    turn: 7,
    side: A,
    phase: 'navalMovement',
    ships: { 'pe-ship-union': { location: hex('3016') }, 'pe-ship-chalaco': { location: hex('3016') }, 'cl-ship-cochrane': { location: hex('3116') } },
    supply: { 'sc-1': { nation: 'peru', location: aboard('pe-ship-chalaco') } },
    units: { 'pe-inf-gen-bn-1': { location: hex('3116'), steps: 1 } },
    control: { '3116': A },
    nadc: { chile: [], allied: [{ ship: 'pe-ship-union', area: 'III', forTurn: 7 }, { ship: 'pe-ship-chalaco', area: 'III', forTurn: 7 }] },
    dice: [5],
  },
  isComplete: (state, events) =>
    eventsOfType(events, 'blockadeRun').some((e) => e.side === A && e.through >= e.of) &&
    state.supply['sc-1']?.location.kind === 'hex' &&
    state.supply['sc-1'].location.hex === '3116',
  lastChance: { turn: 7, side: A, phase: 'navalMovement' },
  intended: [
    { type: 'sail', side: A, stack: 's1', to: '3116' },
    { type: 'runBlockade', side: A, run: true },
    { type: 'debark', side: A, piece: 'sc-1' },
  ],
};
