import type { Lesson } from './types';
import { eventsOfType, hex, box } from './build';
import { movedPast } from './status';

const C = 'chile' as const;

/** 4.1, 6.1, 6.2, 7.8: the phases of a player turn, and what Supply Columns pay for. */
export const sequenceAndSupply: Lesson = {
  id: 'sequence-and-supply',
  title: { en: 'The sequence of play and supply', es: 'La secuencia de juego y el suministro' },
  rule: '4.1',
  side: C,
  intro: {
    en: [
      'Each game turn has two player turns, Chile first. Each player turn runs through seven phases in order (4.1): Administrative, Consume Supply Columns, Naval Movement, Naval Combat, Land Movement, Land Combat, Victory Determination. You end a phase when you are done with it.',
      'In the Administrative Phase you secretly give Naval Area Destination Chits (NADCs) to the ships you want to move NEXT game turn, then, as you end the phase, you roll for your Supply Columns (the higher of two dice). Chile\'s go to the Chile Holding Box.',
      'Supply Columns are your army\'s fuel (6.1): one replenishes a depleted unit in or next to its hex (6.2), one recruits or rebuilds a unit, and a stack of ships leaving port must spend one in that port as provisions (7.8).',
      'It is July 1879 at Antofagasta: the 1st Buin is depleted, and Cochrane already carries an NADC for area III, given last turn.',
    ],
    es: [
      'Cada turno de juego tiene dos turnos de jugador, primero Chile. Cada turno de jugador recorre siete fases en orden (4.1): Administrativa, Gasto de Columnas Logísticas, Movimiento Naval, Combate Naval, Movimiento Terrestre, Combate Terrestre y Determinación de la Victoria. Termina cada fase cuando hayas acabado con ella.',
      'En la Fase Administrativa asignas en secreto marcadores de destino naval (NADC) a los barcos que quieras mover el PRÓXIMO turno de juego, y después, al terminar la fase, tiras por tus columnas logísticas (el mayor de dos dados). Las chilenas van al cajetín Chile.',
      'Las columnas logísticas son el combustible del ejército (6.1): una repone una unidad desgastada en su hex o en uno adyacente (6.2), otra recluta o reconstruye una unidad, y una flota que zarpa de puerto debe gastar una en ese puerto como víveres (7.8).',
      'Julio de 1879 en Antofagasta: el 1.º Buin está desgastado y el Cochrane ya lleva un NADC para el área III, asignado el turno pasado.',
    ],
  },
  goal: {
    en: 'Give Blanco Encalada an NADC for next turn, replenish the 1st Buin, and sail Cochrane out of Antofagasta.',
    es: 'Asigna un NADC al Blanco Encalada para el próximo turno, repón el 1.º Buin y haz zarpar al Cochrane de Antofagasta.',
  },
  hints: {
    en: [
      'Administrative Phase: click the Chile Holding Box (below the map, or in the tray) to pick Blanco Encalada: the naval areas it may sail for light up on the map. Click one to stack its NADC with it (click it again to take it back), then end the phase: you roll for your Supply Columns (4.1 I).',
      'Consume Supply Columns Phase: replenish the 1st Buin with a column from its own hex, Antofagasta (6.2), then end the phase.',
      'Naval Movement Phase: Cochrane must sail towards area III: click one of the lit hexes of area III (each shows how many hexes away it is); leaving port spends the other column at Antofagasta (7.8). Then end its movement there.',
    ],
    es: [
      'Fase Administrativa: haz clic en el cajetín Chile (bajo el mapa o en la bandeja) para elegir el Blanco Encalada: las áreas navales hacia las que puede navegar se resaltan en el mapa. Haz clic en una para apilar su NADC con él (otra vez para retirarlo) y termina la fase: tiras por tus columnas logísticas (4.1 I).',
      'Fase de Gasto de Columnas Logísticas: repón el 1.º Buin con una columna de su propio hex, Antofagasta (6.2), y termina la fase.',
      'Fase de Movimiento Naval: el Cochrane debe navegar hacia el área III: haz clic en uno de los hexes resaltados del área III (cada uno muestra a cuántos hexes está); al zarpar gasta la otra columna de Antofagasta (7.8). Después termina allí su movimiento.',
    ],
  },
  setup: {
    seed: 'lesson-sequence',
    turn: 3,
    side: C,
    phase: 'administrative',
    units: { 'cl-inf-buin-1': { location: hex('3123'), steps: 1 } },
    ships: { 'cl-ship-cochrane': { location: hex('3123') }, 'cl-ship-blanco-encalada': { location: box } },
    supply: { 'sc-1': { nation: C, location: hex('3123') }, 'sc-2': { nation: C, location: hex('3123') }, 'sc-3': { nation: C, location: box } },
    control: { '3123': C },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 3 }], allied: [] },
  },
  isComplete: (_state, events) =>
    eventsOfType(events, 'nadcAssigned').some((e) => e.side === C && e.assigned) &&
    eventsOfType(events, 'supplySpent').some((e) => e.side === C && e.use === 'replenish' && e.piece === 'cl-inf-buin-1') &&
    eventsOfType(events, 'provisionsSpent').some((e) => e.side === C) &&
    eventsOfType(events, 'stackEnded').some((e) => e.ships.includes('cl-ship-cochrane') && e.at.kind === 'hex' && e.at.hex !== '3123'),
  lastChance: { turn: 3, side: C, phase: 'navalMovement' },
  // Each part of the goal has its phase (4.1): the NADC in I, the replenishment in II (the provisions are paid as Cochrane sails, 7.8).
  isLost: (state, events) =>
    (movedPast(state, { turn: 3, side: C, phase: 'administrative' }) && !eventsOfType(events, 'nadcAssigned').some((e) => e.side === C && e.assigned)) ||
    (movedPast(state, { turn: 3, side: C, phase: 'consumeSupply' }) &&
      !eventsOfType(events, 'supplySpent').some((e) => e.side === C && e.use === 'replenish' && e.piece === 'cl-inf-buin-1')),
  intended: [
    { type: 'orderShip', side: C, ship: 'cl-ship-blanco-encalada', area: 'II' },
    { type: 'endPhase', side: C },
    { type: 'replenish', side: C, unit: 'cl-inf-buin-1', from: hex('3123') },
    { type: 'endPhase', side: C },
    { type: 'sail', side: C, stack: 's1', to: '3119' },
    { type: 'endMove', side: C, stack: 's1' },
  ],
};
