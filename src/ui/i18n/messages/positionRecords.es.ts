import type { PositionRecordMessageParams } from '../../../engine/messages/positionRecordMessages';
import type { PhaseId } from '../../../engine/sequence/phases';
import type { Side } from '../../../engine/side';
import { checkTemplates, plural, type MessageTable } from './template';

const unaUnidad = (side: Side) => (side === 'chile' ? 'una unidad chilena' : 'una unidad aliada');
const bando = (side: Side) => (side === 'chile' ? 'Chile' : 'los Aliados');
/** "la Fase …", "el Despliegue". */
const laFase = (phase: PhaseId, words: string) => `${phase === 'setup' ? 'el' : 'la'} ${words}`;

/** Las palabras de un invariante del juego (invariants/), por su nombre. */
const INVARIANTES: Readonly<Record<string, string>> = {
  oneLocation: 'una ficha no está en exactamente un lugar válido',
  steps: 'una unidad tiene más escalones que su ficha, o ninguno',
  capacity: 'un transporte lleva más de dos escalones',
  bolivia: 'hay una ficha boliviana en juego después de que Bolivia abandonara la guerra',
  stacking: 'un hexágono supera el límite de apilamiento',
  supply: 'una Columna de Suministro tiene un identificador erróneo o ninguna nación',
  vp: 'el registro de PV no cuadra con la partida',
};

/** Lo que une los registros de una posición (position/validateRecords.ts y las comprobaciones a las que llama). */
export const positionRecordsEs = checkTemplates({
  'position.record.hexOffMap': 'Posición no válida: {{path}}: {{hex}} no está en el mapa.',
  'position.record.unitNotInPlay': 'Posición no válida: {{path}}: «{{id}}» no es una unidad terrestre en juego.',
  'position.record.unitWrongSide': (p, f) => `Posición no válida: ${f.path}: ${f.unit} no es ${unaUnidad(p.side)}.`,
  'position.record.shipNotInPlay': 'Posición no válida: {{path}}: «{{id}}» no es un buque en juego.',
  'position.record.namedTwice': 'Posición no válida: {{path}} nombra dos veces una misma ficha.',
  'position.setupAfterTurnOne': 'Posición no válida: el despliegue va antes del turno de juego 1, no en el turno {{turn}} (3.1).',
  'position.assault.notLandHex': 'Posición no válida: {{path}}: un desembarco se hace en un hexágono de tierra, y {{hex}} no lo es (7.6).',
  'position.dice.secretNeedsChacha': 'Posición no válida: una partida con secreto de los dados tira dados ChaCha20.',
  'position.dice.chachaNeedsSecret': 'Posición no válida: los dados ChaCha20 necesitan el secreto de los dados con el que se generó su clave.',
  'position.dice.keyMismatch': 'Posición no válida: la clave de los dados ChaCha20 no es la de esta semilla y este secreto de los dados.',
  'position.naval.stackIdTwice': 'Posición no válida: dos flotillas tienen el mismo identificador, «{{id}}».',
  'position.naval.twoStacksSailing': 'Posición no válida: navegan dos flotillas; solo navega una cada vez (7.2).',
  'position.naval.shipNotStackSide': (p, f) => `Posición no válida: ${f.path}: ${f.ship} no es de ${bando(p.side)}, como su flotilla.`,
  'position.naval.shipInTwoStacks': 'Posición no válida: {{path}}: {{ship}} está en dos flotillas.',
  'position.naval.stackNotPlaced': 'Posición no válida: {{path}}: una flotilla está en un hexágono o en el cajetín Chile.',
  'position.naval.sailingOutsidePhase': (p, f) => `Posición no válida: ${f.path}: una flotilla solo navega en la Fase de Movimiento Naval, no en ${laFase(p.current, f.current)} (7.2).`,
  'position.naval.notAShip': 'Posición no válida: {{path}}: «{{id}}» no es un buque.',
  'position.naval.decisionWithoutCombat': 'Posición no válida: {{path}} es una decisión de combate naval, pero no hay ningún combate naval en curso.',
  'position.naval.stacksFormedForAnother': (p) => `Posición no válida: las flotillas en curso no se formaron en esta Fase de Movimiento Naval (turno ${p.turn}, ${bando(p.side)}).`,
  'position.naval.combatNotOnTop': 'Posición no válida: un combate naval en curso espera exactamente una de sus decisiones (apartar, disparar, capturar), la última.',
  'position.naval.combatOutsidePhase': (p, f) => `Posición no válida: el combate naval sigue a una interceptación en la Fase de Movimiento Naval, no en ${laFase(p.current, f.current)} (7.9).`,
  'position.naval.noSuchStack': 'Posición no válida: {{path}}: no hay ninguna flotilla en movimiento «{{id}}».',
  'position.naval.interceptedNotStackSide': (p) => `Posición no válida: el combate naval dice que ${p.side === 'chile' ? 'Chile fue interceptado' : 'los Aliados fueron interceptados'}, pero la flotilla en movimiento es del otro bando.`,
  'position.naval.shipNotInCombat': 'Posición no válida: {{path}}: {{ship}} no está en el combate naval.',
  'position.naval.tooManySetAside': 'Posición no válida: hay {{count}} buques apartados del combate naval, con un límite de {{max}}: demasiados, o ninguno más por apartar mientras se pregunta si apartar (7.9).',
  'position.naval.setAsideAfterFire': 'Posición no válida: los buques se apartan antes de disparar, no después (7.9).',
  'position.battle.decisionWithoutBattle': 'Posición no válida: {{path}} es una decisión de combate terrestre, pero no hay ninguna batalla en curso.',
  'position.battle.outsidePhase': (p, f) => `Posición no válida: el combate terrestre se libra solo en la Fase de Combate Terrestre, no en ${laFase(p.current, f.current)} (8.7).`,
  'position.battle.attackerNotPhasing': (p) => `Posición no válida: el atacante de la batalla es ${p.side === 'chile' ? 'Chile' : 'el bando aliado'}, pero la fase es del otro bando (8.7).`,
  'position.battle.notLandHexes': 'Posición no válida: una batalla se libra de un hexágono de tierra a otro, y {{from}} o {{to}} no es de tierra.',
  'position.battle.notAdjacent': 'Posición no válida: {{to}} no se puede atacar desde {{from}} (7.6, 8.7).',
  'position.battle.advancedNotAttacker': 'Posición no válida: {{unit}} ha avanzado, pero solo avanzan los atacantes (8.11).',
  'position.battle.advancedBeforeDone': 'Posición no válida: las unidades solo avanzan tras combate cuando la batalla ha terminado (8.11).',
  'position.battle.columnsOnlyMismatch': 'Posición no válida: una batalla es solo contra Columnas de Suministro exactamente cuando no hay unidades defensoras (nota de 8.7).',
  'position.battle.columnsOnlyWithDice': 'Posición no válida: una batalla solo contra Columnas de Suministro no tiene dados (nota de 8.7).',
  'position.battle.hitsBeforeFight': 'Posición no válida: la batalla tiene impactos antes de su combate (8.9).',
  'position.battle.unitNotInHex': 'Posición no válida: {{unit}} debería estar en {{hex}} para la batalla, y no está.',
  'position.battle.tooManyColumnsUsed': (p) =>
    `Posición no válida: ${p.side === 'chile' ? 'Chile gasta' : 'los Aliados gastan'} ${p.count} ${plural(p.count, 'Columna', 'Columnas')} de Suministro en la batalla, más de las ${p.max} que hay en su hexágono (6.1, 8.9).`,
  'position.battle.supplyChosenEarly': (p) => `Posición no válida: ${p.side === 'chile' ? 'Chile aún no ha elegido' : 'los Aliados aún no han elegido'} cómo gastar sus Columnas de Suministro en la batalla.`,
  'position.battle.noDecisionPending': 'Posición no válida: una batalla en curso espera una de sus decisiones (suministro de combate, pérdidas, retirada o avance), y no hay ninguna pendiente.',
  'position.battle.lossesTwice': 'Posición no válida: cada bando sufre sus propias pérdidas, una sola vez (8.9).',
  'position.battle.decisionWrongStage': 'Posición no válida: {{path}} no corresponde a la etapa de la batalla.',
  'position.battle.supplyWrongHex': (p, f) => `Posición no válida: ${f.path}: la decisión de suministro de combate no nombra el hexágono de ${bando(p.side)} en la batalla (${f.hex}).`,
  'position.battle.supplyWrongRole': (p, f) => `Posición no válida: ${f.path}: la decisión de suministro de combate da a ${bando(p.side)} el papel equivocado en la batalla.`,
  'position.battle.supplyWrongCount': 'Posición no válida: {{path}}: la decisión de suministro de combate cuenta mal las Columnas de Suministro en {{hex}}: hay {{count}}.',
  'position.battle.lossNotInBattle': (p, f) => `Posición no válida: ${f.path}: ${f.unit} no es ${unaUnidad(p.side)} de esta batalla.`,
  'position.battle.retreatWrongHex': (p, f) => `Posición no válida: ${f.path}: ${f.hex}, de donde parte la retirada, no es el hexágono de la batalla de ${bando(p.side)}.`,
  'position.battle.retreatNotSurvivor': (p, f) => `Posición no válida: ${f.path}: ${f.unit} no es una de las unidades supervivientes de ${bando(p.side)} en la batalla.`,
  'position.battle.advanceAfterLanding': 'Posición no válida: {{path}}: un avance tras un desembarco, donde nadie avanza (7.6).',
  'position.battle.advanceMismatch': 'Posición no válida: {{path}}: el avance no es del atacante, o no va del hexágono del atacante al del defensor.',
  'position.battle.advanceDefendersHold': 'Posición no válida: {{path}}: un avance mientras aún quedan defensores en {{hex}}.',
  'position.battle.notBattleDecision': 'Posición no válida: {{path}} no es una decisión de la batalla.',
  'position.pending.interceptOwnStack': 'Posición no válida: {{path}}: un bando no intercepta su propia flotilla (7.3).',
  'position.pending.chosenNotEligible': 'Posición no válida: {{path}}: se elige interceptar desde {{hex}}, que no es un hexágono elegible.',
  'position.pending.noInterceptor': 'Posición no válida: {{path}}: {{hex}} no tiene ningún buque de guerra que pueda interceptar (7.3).',
  'position.invariantBroken': (p) => `Posición no válida: ${INVARIANTES[p.id] ?? `no se cumple el invariante «${p.id}»`}${p.rule ? ` (${p.rule})` : ''}.`,
  'position.engineFails': 'Posición no válida: el motor no puede seguir jugando desde ella.',
  'position.noLegalAction': (p) => `Posición no válida: ${p.side === 'chile' ? 'Chile debe actuar pero no tendría' : 'los Aliados deben actuar pero no tendrían'} ninguna acción legal.`,
} as const satisfies MessageTable<keyof PositionRecordMessageParams>);
