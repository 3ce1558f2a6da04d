import type { PositionRecordMessageParams } from '../../../engine/messages/positionRecordMessages';
import type { Side } from '../../../engine/side';
import { refusedIn, thePieceIn, type FieldWords } from './positionRefusal';
import { checkTemplates, plural, type MessageTable } from './template';

const unaUnidad = (side: Side) => (side === 'chile' ? 'una unidad chilena' : 'una unidad aliada');
const bando = (side: Side) => (side === 'chile' ? 'Chile' : 'los Aliados');
/** A phase with its article: "la Fase de Despliegue" (it said "el Fase de Despliegue", the set-up once named "el Despliegue"). */
const laFase = (words: string) => `${/^Fase\b/.test(words) ? 'la' : 'el'} ${words}`;

/**
 * Un registro rechazado por el campo en `at`, la frase encabezada por el campo en palabras del jugador
 * («la flotilla 1 incluye el buque Huáscar, …»), la ruta tras ella para quien prueba (positionRefusal.ts).
 */
const refused = (at: string, sentence: (what: string, words: FieldWords) => string): string => refusedIn('es', at, sentence);
/** Una ficha que nombra un registro, con su artículo («el buque Huáscar», «el regimiento Buin 1.º de Línea»). */
const ficha = (id: string): string => thePieceIn('es', id);

/** Las palabras de un invariante del juego (invariants/), por su nombre. */
const INVARIANTES: Readonly<Record<string, string>> = {
  oneLocation: 'una ficha no está en exactamente un lugar válido',
  steps: 'una unidad tiene más pasos que su ficha, o ninguno',
  capacity: 'un transporte lleva más de dos pasos',
  bolivia: 'hay una ficha boliviana en juego después de que Bolivia abandonara la guerra',
  stacking: 'un hex supera el límite de apilamiento',
  supply: 'una columna logística tiene un identificador erróneo o ninguna nación',
  vp: 'el registro de PV no cuadra con la partida',
};

/** Lo que une los registros de una posición (position/validateRecords.ts y las comprobaciones a las que llama). */
export const positionRecordsEs = checkTemplates({
  'position.record.hexOffMap': (p, f) => refused(p.path, (w, g) => `${w} ${g.verb('nombra', 'nombran')} ${f.hex}, que no está en el mapa.`),
  'position.record.unitNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.id)}, que no es una unidad terrestre en juego.`),
  'position.record.unitWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.unit)}, que no es ${unaUnidad(p.side)}.`),
  'position.record.shipNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.id)}, que no es un buque en juego.`),
  'position.record.namedTwice': (p) => refused(p.path, (w, g) => `${w} ${g.verb('nombra', 'nombran')} dos veces una misma ficha.`),
  'position.setupAfterTurnOne': 'Posición no válida: el despliegue va antes del turno de juego 1, no en el turno {{turn}} (3.1).',
  'position.assault.notLandHex': (p, f) => refused(p.path, (w) => `${w} está en ${f.hex}, que no es un hex de tierra: un desembarco se hace en uno (7.6).`),
  'position.dice.secretNeedsChacha': 'Posición no válida: una partida con secreto de los dados tira dados ChaCha20.',
  'position.dice.chachaNeedsSecret': 'Posición no válida: los dados ChaCha20 necesitan el secreto de los dados con el que se generó su clave.',
  'position.dice.keyMismatch': 'Posición no válida: la clave de los dados ChaCha20 no es la de esta semilla y este secreto de los dados.',
  'position.naval.stackIdTwice': 'Posición no válida: dos flotillas tienen el mismo identificador, «{{id}}».',
  'position.naval.twoStacksSailing': 'Posición no válida: navegan dos flotillas; solo navega una cada vez (7.2).',
  'position.naval.shipNotStackSide': (p) => refused(p.path, (w, g) => `${w} es de ${bando(p.side)}, pero ${g.holds} ${ficha(p.ship)}, que no lo es.`),
  'position.naval.shipInTwoStacks': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.ship)}, que también está en otra flotilla.`),
  'position.naval.stackNotPlaced': (p) => refused(p.path, (w) => `${w} no está ni en un hex ni en el cajetín Chile, que es donde está una flotilla.`),
  'position.naval.sailingOutsidePhase': (p, f) => refused(p.path, (w) => `${w} navega en ${laFase(f.current)}, pero una flotilla solo navega en la Fase de Movimiento Naval (7.2).`),
  'position.naval.notAShip': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.id)}, que no es un buque.`),
  'position.naval.decisionWithoutCombat': (p) => refused(p.path, (w) => `${w} es una decisión de combate naval, pero no hay ningún combate naval en curso.`),
  'position.naval.stacksFormedForAnother': (p) => `Posición no válida: las flotillas en curso no se formaron en esta Fase de Movimiento Naval (turno ${p.turn}, ${bando(p.side)}).`,
  'position.naval.combatNotOnTop': 'Posición no válida: un combate naval en curso espera exactamente una de sus decisiones (apartar, disparar, capturar), la última.',
  'position.naval.combatOutsidePhase': (_p, f) => `Posición no válida: el combate naval sigue a una intercepción en la Fase de Movimiento Naval, no en ${laFase(f.current)} (7.9).`,
  'position.naval.noSuchStack': (p) => refused(p.path, (w) => `${w} es «${String(p.id)}», pero ninguna flotilla en movimiento tiene ese identificador.`),
  'position.naval.interceptedNotStackSide': (p) => `Posición no válida: el combate naval dice que ${p.side === 'chile' ? 'Chile fue interceptado' : 'los Aliados fueron interceptados'}, pero la flotilla en movimiento es del otro bando.`,
  'position.naval.shipNotInCombat': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.ship)}, que no está en el combate naval.`),
  'position.naval.tooManySetAside': (p) =>
    `Posición no válida: hay ${p.count} ${plural(p.count, 'buque apartado', 'buques apartados')} del combate naval, con un límite de ${p.max}: demasiados, o ninguno más por apartar mientras se pregunta si apartar (7.9).`,
  'position.naval.setAsideAfterFire': 'Posición no válida: los buques se apartan antes de disparar, no después (7.9).',
  'position.battle.decisionWithoutBattle': (p) => refused(p.path, (w) => `${w} es una decisión de combate terrestre, pero no hay ninguna batalla en curso.`),
  'position.battle.outsidePhase': (_p, f) => `Posición no válida: el combate terrestre se libra solo en la Fase de Combate Terrestre, no en ${laFase(f.current)} (8.7).`,
  'position.battle.attackerNotPhasing': (p) => `Posición no válida: el atacante de la batalla es ${p.side === 'chile' ? 'Chile' : 'el bando aliado'}, pero la fase es del otro bando (8.7).`,
  'position.battle.notLandHexes': 'Posición no válida: una batalla se libra de un hex de tierra a otro, y {{from}} o {{to}} no es de tierra.',
  'position.battle.notAdjacent': 'Posición no válida: {{to}} no se puede atacar desde {{from}} (7.6, 8.7).',
  'position.battle.advancedNotAttacker': 'Posición no válida: {{unit}} ha avanzado, pero solo avanzan los atacantes (8.11).',
  'position.battle.advancedBeforeDone': 'Posición no válida: las unidades solo avanzan tras combate cuando la batalla ha terminado (8.11).',
  'position.battle.columnsOnlyMismatch': 'Posición no válida: una batalla es solo contra columnas logísticas exactamente cuando no hay unidades defensoras (nota de 8.7).',
  'position.battle.columnsOnlyWithDice': 'Posición no válida: una batalla solo contra columnas logísticas no tiene dados (nota de 8.7).',
  'position.battle.hitsBeforeFight': 'Posición no válida: la batalla tiene impactos antes de su combate (8.9).',
  'position.battle.unitNotInHex': 'Posición no válida: {{unit}} debería estar en {{hex}} para la batalla, y no está.',
  'position.battle.tooManyColumnsUsed': (p) =>
    `Posición no válida: ${p.side === 'chile' ? 'Chile gasta' : 'los Aliados gastan'} ${p.count} ${plural(p.count, 'columna logística', 'columnas logísticas')} en la batalla, más de las ${p.max} que hay en su hex (6.1, 8.9).`,
  'position.battle.supplyChosenEarly': (p) => `Posición no válida: ${p.side === 'chile' ? 'Chile aún no ha elegido' : 'los Aliados aún no han elegido'} cómo gastar sus columnas logísticas en la batalla.`,
  'position.battle.noDecisionPending': 'Posición no válida: una batalla en curso espera una de sus decisiones (suministro de combate, pérdidas, retirada o avance), y no hay ninguna pendiente.',
  'position.battle.lossesTwice': 'Posición no válida: cada bando sufre sus propias pérdidas, una sola vez (8.9).',
  'position.battle.decisionWrongStage': (p) => refused(p.path, (w) => `${w} no corresponde a la etapa de la batalla.`),
  'position.battle.supplyWrongHex': (p, f) => refused(p.path, (w) => `${w}, una decisión de suministro de combate, no nombra el hex de ${bando(p.side)} en la batalla (${f.hex}).`),
  'position.battle.supplyWrongRole': (p) => refused(p.path, (w) => `${w}, una decisión de suministro de combate, da a ${bando(p.side)} el papel equivocado en la batalla.`),
  'position.battle.supplyWrongCount': (p, f) => refused(p.path, (w) => `${w}, una decisión de suministro de combate, cuenta mal las columnas logísticas en ${f.hex}: hay ${f.count}.`),
  'position.battle.lossNotInBattle': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.unit)}, que no es ${unaUnidad(p.side)} de esta batalla.`),
  'position.battle.retreatWrongHex': (p, f) => refused(p.path, (w) => `${w} es una retirada desde ${f.hex}, que no es el hex de la batalla de ${bando(p.side)}.`),
  'position.battle.retreatNotSurvivor': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.unit)}, que no es una de las unidades supervivientes de ${bando(p.side)} en la batalla.`),
  'position.battle.advanceAfterLanding': (p) => refused(p.path, (w) => `${w} es un avance tras un desembarco, donde nadie avanza (7.6).`),
  'position.battle.advanceMismatch': (p) => refused(p.path, (w) => `${w} es un avance que no es del atacante, o que no va del hex del atacante al del defensor.`),
  'position.battle.advanceDefendersHold': (p, f) => refused(p.path, (w) => `${w} es un avance mientras aún quedan defensores en ${f.hex}.`),
  'position.pending.wrongPhase': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, nunca se pide en ${laFase(f.current)}.`),
  'position.pending.neverOver': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, nunca se pide mientras ${f.under} espera debajo.`),
  'position.pending.notPhasing': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, se pide al jugador en fase, no a ${bando(p.side)} (${f.rule}).`),
  'position.pending.pieceNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.id)}, que no es una unidad terrestre ni una columna logística en juego.`),
  'position.pending.pieceWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.piece)}, que no es de ${bando(p.side)}, el bando que decide.`),
  'position.pending.shipWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.ship)}, que no es un buque ${p.side === 'chile' ? 'chileno' : 'aliado'}.`),
  'position.pending.pieceNotIn': (p, f) => refused(p.path, (w, g) => `${w} ${g.holds} ${ficha(p.piece)}, que no está en ${f.hex}.`),
  'position.pending.attackNotLand': (p, f) => refused(p.path, (w) => `${w} es un ataque desde ${f.from} contra ${f.to}, y uno de los dos no es de tierra: un ataque va de un hex de tierra a otro de tierra (8.7).`),
  'position.pending.attackNotAdjacent': (p, f) => refused(p.path, (w) => `${w} es un ataque desde ${f.from} contra ${f.to}, que no es adyacente (8.7).`),
  'position.pending.moveNotAtPathEnd': (p, f) => refused(p.path, (w) => `${w} es un movimiento en ${f.hex}, pero el camino del movimiento no termina allí.`),
  'position.pending.nothingMoving': (p) => refused(p.path, (w) => `${w} es un movimiento, pero no se mueve nada.`),
  'position.pending.movedWithoutRoll': (p) => refused(p.path, (w) => `${w} mueve ${ficha(p.piece)}, que no estaba en la última tirada (8.4).`),
  'position.pending.notOnTurnTrack': (p) => refused(p.path, (w) => `${w} coloca ${ficha(p.unit)}, que no espera en el registro de turnos (6.3).`),
  'position.pending.columnsNotAllied': (p) => refused(p.path, (w) => `${w} hace colocar columnas logísticas a Chile, pero solo el jugador aliado las coloca (4.1).`),
  'position.pending.shipNotDamaged': (p) => refused(p.path, (w) => `${w} repara ${ficha(p.ship)}, que no está dañado (6.5).`),
  'position.pending.shipCaptureOff': (p) => refused(p.path, (w) => `${w} es una captura de buque, una regla opcional que está desactivada (10.1).`),
  'position.pending.catchOwnRunners': (p) => refused(p.path, (w) => `${w} hace que un bando atrape a los buques de su propia flotilla que fuerzan el bloqueo, pero solo el bloqueador los atrapa (7.6).`),
  'position.pending.runOthersBlockade': (p) => refused(p.path, (w) => `${w} hace que un bando fuerce el bloqueo con la flotilla del otro bando, pero solo el dueño de la flotilla en movimiento fuerza un bloqueo (7.6).`),
  'position.pending.tooManyRunners': (p) => refused(p.path, (w) => `${w} pide atrapar ${p.count} ${plural(p.count, 'buque que fuerza', 'buques que fuerzan')} el bloqueo, pero la flotilla solo tiene ${p.max} (7.6).`),
  'position.pending.runnersAllCaught': (p) => refused(p.path, (w) => `${w} aún pide la elección, pero ${plural(p.count, 'ya está atrapado el buque', `ya están atrapados los ${p.count} buques`)} que había que atrapar (7.6).`),
  'position.pending.runnerNotInStack': (p) => refused(p.path, (w) => `${w} da por atrapado ${ficha(p.ship)} al forzar el bloqueo, pero no está en la flotilla en movimiento.`),
  'position.pending.interceptOwnStack': (p) => refused(p.path, (w) => `${w} hace que un bando intercepte su propia flotilla, y ningún bando lo hace (7.3).`),
  'position.pending.chosenNotEligible': (p, f) => refused(p.path, (w) => `${w} intercepta desde ${f.hex}, que no es un hex elegible.`),
  'position.pending.noInterceptor': (p, f) => refused(p.path, (w) => `${w} intercepta desde ${f.hex}, donde no hay ningún buque de guerra que pueda interceptar (7.3).`),
  'position.invariantBroken': (p) => `Posición no válida: ${INVARIANTES[p.id] ?? `no se cumple el invariante «${p.id}»`}${p.rule ? ` (${p.rule})` : ''}.`,
  'position.engineFails': 'Posición no válida: el motor no puede seguir jugando desde ella.',
  'position.noLegalAction': (p) => `Posición no válida: ${p.side === 'chile' ? 'Chile debe actuar pero no tendría' : 'los Aliados deben actuar pero no tendrían'} ninguna acción legal.`,
} as const satisfies MessageTable<keyof PositionRecordMessageParams>);
