import type { Action } from '../engine';
import type { Lesson } from './types';
import { box, eventsOfType, hex } from './build';

const C = 'chile' as const;
const A = 'allied' as const;

/** The scripted first game turn: Chile's player turn, then the Allied one (4.1), from the historical set-up (3.1). */
const INTENDED: readonly Action[] = [
  // Set-up (3.1–3.5, 4.2): the Allies first, then Chile, who gives turn-1 NADCs to the squadron.
  { type: 'historicalSetup', side: A },
  { type: 'endPhase', side: A },
  { type: 'historicalSetup', side: C },
  { type: 'orderShip', side: C, ship: 'cl-ship-blanco-encalada', area: 'III' },
  { type: 'orderShip', side: C, ship: 'cl-ship-esmeralda', area: 'III' },
  { type: 'orderShip', side: C, ship: 'cl-ship-covadonga', area: 'III' },
  { type: 'endPhase', side: C },
  // Chile I. Administrative: an NADC for next turn; ending the phase rolls for the Supply Columns (4.1).
  { type: 'orderShip', side: C, ship: 'cl-ship-cochrane', area: 'III' },
  { type: 'endPhase', side: C },
  // Chile II. Consume Supply Columns: recruit the Santiago regiment (6.4).
  { type: 'recruit', side: C, unit: 'cl-inf-santiago', from: box, to: box },
  { type: 'endPhase', side: C },
  // Chile III. Naval Movement: the squadron sails to Iquique and blockades it (7.2, 7.6, 7.8).
  { type: 'sail', side: C, stack: 's1', to: '3218' },
  { type: 'endPhase', side: C },
  // Chile IV. Naval Combat: a raid on the Iquique garrison (7.6).
  { type: 'raid', side: C, ship: 'cl-ship-blanco-encalada', target: 'pe-inf-gen-bn-1' },
  { type: 'endPhase', side: C },
  // Chile V. Land Movement: the two cavalry regiments ride up the railroad towards Caracoles (8.2, 8.4 note).
  { type: 'beginMove', side: C, from: '3123' },
  ...['cl-inf-buin-1', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'sc-6', 'sc-7'].map((piece): Action => ({ type: 'toggleMover', side: C, piece })),
  { type: 'rollMove', side: C },
  { type: 'moveStep', side: C, to: '3222' },
  { type: 'moveStep', side: C, to: '3322' },
  { type: 'stopMove', side: C },
  // Chile VI. Land Combat and VII. Victory Determination: nothing to do.
  { type: 'endPhase', side: C },
  { type: 'endPhase', side: C },
  { type: 'endPhase', side: C },
  // Allied I. Administrative: NADCs for the Huáscar and Independencia; ending the phase rolls for the
  // Supply Columns (4.1), placed one by one (one Bolivian); the last placed ends the phase.
  { type: 'orderShip', side: A, ship: 'pe-ship-huascar', area: 'III' },
  { type: 'orderShip', side: A, ship: 'pe-ship-independencia', area: 'III' },
  { type: 'endPhase', side: A },
  { type: 'placeSupplyColumn', side: A, hex: '2007' },
  { type: 'placeSupplyColumn', side: A, hex: '3513' },
  // Allied II. Consume Supply Columns: recruit the Lima regiment in Lima.
  { type: 'recruit', side: A, unit: 'pe-inf-lima', from: hex('2007'), to: hex('2008') },
  { type: 'endPhase', side: A },
  // Allied III–IV. No NADC was given at set-up: the fleet stays in Callao.
  { type: 'endPhase', side: A },
  { type: 'endPhase', side: A },
  // Allied V. Land Movement: Daza's Bolivian army marches from La Paz towards Tacna. The seed rolls
  // 5-5 (5 MP, doubles): across the altiplano, rough 2 + 2 by 3413, not through the mountain hex 3514
  // (4 + 2, 8.6); the doubles cost a step (8.3).
  { type: 'beginMove', side: A, from: '3513' },
  { type: 'rollMove', side: A },
  { type: 'moveStep', side: A, to: '3413' },
  { type: 'moveStep', side: A, to: '3414' },
  { type: 'stopMove', side: A },
  { type: 'takeAttrition', side: A, piece: 'bo-inf-sucre' },
  // Allied VI–VII: the game turn ends; turn 2 begins with Chile's Administrative Phase.
  { type: 'endPhase', side: A },
  { type: 'endPhase', side: A },
  { type: 'endPhase', side: A },
];

export const firstTurnWalkthrough: Lesson = {
  id: 'first-turn-walkthrough',
  title: { en: 'Your first game turn', es: 'Tu primer turno de juego' },
  rule: '4.1',
  side: 'both',
  intro: {
    en: [
      'This walkthrough plays the first game turn (March–April 1879) of a new game, for both sides in turn. The Allies set up first, then Chile; here both take the historical set-up (3.1).',
      'Chile moves first in every game turn, then the Allies (4.1). Each player turn runs through the seven phases: Administrative, Consume Supply Columns, Naval Movement, Naval Combat, Land Movement, Land Combat and Victory Determination. A note explains each phase as you reach it.',
      'Chile\'s plan follows history: blockade Iquique with the squadron, raise a new regiment and send the cavalry inland. The Allies gather supply, plan the Huáscar\'s sortie for next turn and march the Bolivian army towards Tacna.',
    ],
    es: [
      'Este recorrido juega el primer turno de juego (marzo–abril de 1879) de una partida nueva, por los dos bandos alternativamente. Primero despliegan los Aliados y después Chile; aquí ambos usan el despliegue histórico (3.1).',
      'Chile mueve primero en cada turno de juego y después los Aliados (4.1). Cada turno de jugador recorre las siete fases: Administrativa, Gasto de Columnas Logísticas, Movimiento Naval, Combate Naval, Movimiento Terrestre, Combate Terrestre y Determinación de la Victoria. Una nota explica cada fase al llegar a ella.',
      'El plan chileno sigue la historia: bloquear Iquique con la escuadra, levantar un nuevo regimiento y enviar la caballería al interior. Los Aliados reúnen suministro, preparan la salida del Huáscar para el turno siguiente y hacen marchar al ejército boliviano hacia Tacna.',
    ],
  },
  goal: {
    en: 'Play both player turns of game turn 1 until game turn 2 begins.',
    es: 'Juega los dos turnos de jugador del turno de juego 1 hasta que empiece el turno 2.',
  },
  hints: {
    en: [
      'At set-up, Chile gives NADCs for area III to Blanco Encalada, Esmeralda and Covadonga: click Antofagasta (3123) on the map, pick each ship in the opened stack, then click the lit naval area III. Ships may move on turn 1 only with an NADC given at set-up (4.2).',
      'A stack leaving port spends one Supply Column there (7.8): Antofagasta has columns for the squadron.',
      'To move only some pieces of a hex, begin the move and leave the others out before rolling (8.4 note).',
      'The Allied player must place at least one Supply Column in Oruro or La Paz for Bolivia (4.1 I).',
    ],
    es: [
      'En el despliegue, Chile asigna NADC del área III al Blanco Encalada, la Esmeralda y la Covadonga: haz clic en Antofagasta (3123) en el mapa, elige cada buque en la pila abierta y luego haz clic en el área naval III resaltada. En el turno 1 solo se mueven los barcos con un NADC asignado en el despliegue (4.2).',
      'Una flota que zarpa de puerto gasta allí una columna logística (7.8): Antofagasta tiene columnas para la escuadra.',
      'Para mover solo algunas piezas de un hex, empieza el movimiento y deja fuera las demás antes de tirar (8.4, nota).',
      'El jugador aliado debe colocar al menos una columna logística en Oruro o La Paz para Bolivia (4.1 I).',
    ],
  },
  phaseNotes: {
    setup: {
      en: 'Set-up (3.1–3.5): the Allies place their pieces, then Chile. The historical set-up places everything as it stood in March 1879. Ships that should sail on turn 1 get their NADC now (4.2).',
      es: 'Despliegue (3.1–3.5): los Aliados colocan sus piezas y después Chile. El despliegue histórico lo coloca todo como estaba en marzo de 1879. Los barcos que deban zarpar en el turno 1 reciben ahora su NADC (4.2).',
    },
    administrative: {
      en: 'I. Administrative (4.1): secretly give NADCs to the ships you will move NEXT game turn. Then end the phase: you roll for your Supply Columns (the higher of two dice). Chile\'s go to the Chile Holding Box; the Allies place theirs in Lima or Callao, at least one in Oruro or La Paz.',
      es: 'I. Administrativa (4.1): asigna en secreto los NADC de los barcos que moverás el PRÓXIMO turno de juego. Después termina la fase: tiras por tus columnas logísticas (el mayor de dos dados). Las de Chile van al cajetín Chile; los Aliados colocan las suyas en Lima o el Callao, al menos una en Oruro o La Paz.',
    },
    consumeSupply: {
      en: 'II. Consume Supply Columns (6.1–6.5): spend columns to replenish, rebuild or recruit units and repair ships. A recruit arrives with one step, in the Chile Holding Box or a free home city, and can be replenished from the next turn.',
      es: 'II. Gasto de Columnas Logísticas (6.1–6.5): gasta columnas para reponer, reconstruir o reclutar unidades y reparar barcos. Un recluta llega con un paso, al cajetín Chile o a una ciudad propia libre, y puede reponerse desde el turno siguiente.',
    },
    navalMovement: {
      en: 'III. Naval Movement (7.1–7.6): embark troops first, then each stack with an NADC sails to its naval area. The enemy may intercept; warships ending off an enemy port blockade it.',
      es: 'III. Movimiento Naval (7.1–7.6): primero embarca tropas; después cada flota con NADC navega a su área naval. El enemigo puede interceptar; los buques de guerra que terminan frente a un puerto enemigo lo bloquean.',
    },
    navalCombat: {
      en: 'IV. Naval Combat (7.6, 7.7): warships in a coastal hex may raid enemy forts, units or Supply Columns there: two dice plus the target\'s modifier, less than the ship\'s gunfire.',
      es: 'IV. Combate Naval (7.6, 7.7): los buques de guerra en un hex costero pueden lanzar raids contra fuertes, unidades o columnas logísticas enemigos: dos dados más el modificador del blanco, menos que el fuego del buque.',
    },
    landMovement: {
      en: 'V. Land Movement (8.2–8.6): roll two dice for each moving unit or stack; the higher die is its MP. Roll again to force-march; doubles stop the move and cost a step.',
      es: 'V. Movimiento Terrestre (8.2–8.6): tira dos dados por cada unidad o pila que mueve; el dado mayor son sus PM. Vuelve a tirar para hacer una marcha forzada; los dobles detienen el movimiento y cuestan un paso.',
    },
    landCombat: {
      en: 'VI. Land Combat (8.7–8.11): attack adjacent enemy hexes if you wish. Nobody is in contact yet, so end the phase.',
      es: 'VI. Combate Terrestre (8.7–8.11): ataca hexes enemigos adyacentes si quieres. Aún no hay nadie en contacto, así que termina la fase.',
    },
    victoryDetermination: {
      en: 'VII. Victory Determination (5.0): at the end of game turns 5, 9 and 12 Chile\'s Victory Points are judged. Ending the Allied phase ends the game turn.',
      es: 'VII. Determinación de la Victoria (5.0): al final de los turnos de juego 5, 9 y 12 se juzgan los Puntos de Victoria de Chile. Al terminar la fase aliada termina el turno de juego.',
    },
  },
  setup: null,
  seed: 'first-game',
  isComplete: (state, events) => state.turn >= 2 && eventsOfType(events, 'phaseBegan').some((e) => e.turn === 2 && e.side === C),
  lastChance: { turn: 1, side: A, phase: 'victoryDetermination' },
  intended: INTENDED,
};
