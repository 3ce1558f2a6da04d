import { getMap, phaseInfo, pieceName, TURN_DATES, type Action, type GameEvent, type Location, type Side } from '../engine';

export const SIDE_NAMES: Readonly<Record<Side, string>> = { chile: 'Chile', allied: 'Allies' };

/** The button text of an action, in the game's words. */
export function actionLabel(action: Action, phase: Parameters<typeof phaseInfo>[0]): string {
  switch (action.type) {
    case 'endPhase':
      return phase === 'setup' ? 'Finish set-up' : `End ${phaseInfo(phase).name}`;
    case 'placeSupplyColumn':
      return `Supply Column to ${hexName(action.hex)}`;
    case 'setupPlace':
      return `Place ${pieceName(action.piece)} in ${placeName(action.to)}`;
    case 'historicalSetup':
      return 'Historical set-up';
    case 'replenish':
      return `Replenish ${pieceName(action.unit)} (Supply Column from ${placeName(action.from)})`;
    case 'rebuild':
      return `Rebuild ${pieceName(action.unit)} in ${placeName(action.to)} (Supply Column from ${placeName(action.from)})`;
    case 'recruit':
      return `Recruit ${pieceName(action.unit)} in ${placeName(action.to)} (Supply Column from ${placeName(action.from)})`;
    case 'rebuildTransport':
      return `Rebuild transport ${pieceName(action.ship)} in ${placeName(action.to)} (3 Supply Columns from ${placeName(action.from)})`;
    case 'repair':
      return `Repair ${pieceName(action.ship)} (roll)`;
    case 'repairPay':
      return `Pay Supply Columns from ${placeName(action.from)}`;
    case 'repairDelay':
      return 'Wait the turns instead';
    case 'placeNewUnit':
      return `Place ${pieceName(action.unit)} in ${placeName(action.to)}`;
    case 'eliminateUnit':
      return `Eliminate ${pieceName(action.unit)}`;
    case 'orderShip':
      return action.area === null ? `Take back ${pieceName(action.ship)}'s NADC` : `NADC ${action.area} for ${pieceName(action.ship)}`;
    // 8.2–8.12 land operations
    case 'beginMove':
      return `Move from ${spaceName(action.from)}`;
    case 'toggleMover':
      return `Include / leave ${pieceName(action.piece)}`;
    case 'rollMove':
      return 'Roll for movement';
    case 'cancelMove':
      return 'Call off the move';
    case 'moveStep':
      return `Enter ${spaceName(action.to)}`;
    case 'dropOff':
      return `Drop off ${pieceName(action.piece)}`;
    case 'forcedMarch':
      return 'Forced march (roll again)';
    case 'stopMove':
      return 'End the move';
    case 'takeAttrition':
      return `Attrition: ${pieceName(action.piece)}`;
    case 'beginAttack':
      return action.from === action.target ? `Attack the enemy in ${hexName(action.target)}` : `Attack ${hexName(action.target)} from ${hexName(action.from)}`;
    case 'toggleAttacker':
      return `Include / leave ${pieceName(action.unit)}`;
    case 'declareAttack':
      return 'Attack';
    case 'cancelAttack':
      return 'Call off the attack';
    case 'resolveAssault':
      return `Fight the landing at ${hexName(action.hex)}`;
    case 'combatSupply':
      return action.initiative && action.extraDie ? 'Spend two Supply Columns: +1 initiative and an extra die' : action.initiative ? 'Spend a Supply Column: +1 initiative' : action.extraDie ? 'Spend a Supply Column: an extra die' : 'Spend no Supply Column';
    case 'takeLoss':
      return `Hit on ${pieceName(action.unit)}`;
    case 'retreat':
      return `Retreat to ${hexName(action.to)}`;
    case 'holdGround':
      return `Stay: deplete ${pieceName(action.unit)}`;
    case 'advanceUnit':
      return `Advance ${pieceName(action.unit)}`;
    case 'endAdvance':
      return 'No (more) advance';
    // 7.0 naval operations
    case 'embark':
      return `Embark ${pieceName(action.piece)} aboard ${pieceName(action.transport)}`;
    case 'sail':
      return `Sail ${stackName(action.stack)} to ${hexName(action.to)}`;
    case 'endMove':
      return `End the movement of ${stackName(action.stack)}`;
    case 'enterHoldingBox':
      return `${stackName(action.stack)}: enter the Chile Holding Box`;
    case 'debark':
      return `Put ${pieceName(action.piece)} ashore`;
    case 'intercept':
      return `Intercept with the warships in ${hexName(action.hex)}`;
    case 'interceptRoll':
      return action.transports ? 'Roll the interception (transports go along)' : 'Roll the interception';
    case 'declineInterception':
      return 'No interception';
    case 'runBlockade':
      return action.run ? 'Run the blockade (roll)' : 'Do not run the blockade';
    case 'catchRunner':
      return `Catch ${pieceName(action.ship)}`;
    case 'letRunnersGo':
      return 'Let the runners go';
    case 'setAside':
      return `Set ${pieceName(action.ship)} aside`;
    case 'beginNavalCombat':
      return 'Open fire';
    case 'fire':
      return `${pieceName(action.ship)} fires at ${pieceName(action.target)}`;
    case 'raid':
      return `${pieceName(action.ship)} raids ${pieceName(action.target)}`;
    case 'attemptCapture':
      return `${pieceName(action.ship)} tries to capture ${pieceName(action.target)}`;
    case 'declineCapture':
      return 'No (more) capture attempts';
    case 'infernalMachine':
      return `Infernal machine against ${pieceName(action.target)}`;
  }
}

/** A moving naval stack (7.2), by its id. */
function stackName(stack: string): string {
  return `stack ${stack.replace(/^s/, '')}`;
}

/** A land space: a hex or the Chile Holding Box (8.6). */
export function spaceName(space: string): string {
  return space === 'holdingBox' ? 'the Chile Holding Box' : hexName(space);
}

/** A hex by its town's name when it has one: "Lima (2008)", else "hex 2415". */
export function hexName(hex: string): string {
  const town = getMap().hexes[hex]?.town;
  return town ? `${town.name} (${hex})` : `hex ${hex}`;
}

export function turnLabel(turn: number): string {
  return `Turn ${turn} · ${TURN_DATES[turn - 1] ?? ''}`;
}

/** One readable line per event for the log. */
export function eventText(event: GameEvent): string {
  switch (event.type) {
    case 'phaseBegan': {
      const p = phaseInfo(event.phase);
      return `${SIDE_NAMES[event.side]}: ${p.numeral ? `${p.numeral}. ` : ''}${p.name} (turn ${event.turn})`;
    }
    case 'roll': {
      const mods = event.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.reason} (${m.rule})`).join(', ');
      return `${SIDE_NAMES[event.side]} rolls for ${event.purpose}: ${event.dice.join(', ')}${mods ? ` ${mods}` : ''} → ${event.result}`;
    }
    case 'victoryChecked':
      return `Victory check, turn ${event.turn}: ${event.outcome}`;
    case 'gameOver':
      return `Game over: ${event.result.summary}`;
    case 'supplyPlaced':
      return `${SIDE_NAMES[event.side]}: ${event.count} Supply Column${event.count === 1 ? '' : 's'} placed in ${event.where} (${event.rule})`;
    case 'placed':
      return `${SIDE_NAMES[event.side]} places ${pieceName(event.piece)} in ${placeName(event.to)}`;
    case 'nadcAssigned':
      return `${SIDE_NAMES[event.side]} ${event.assigned ? 'stacks an NADC with' : 'takes the NADC from'} ${pieceName(event.ship)} (${event.rule})`;
    case 'supplySpent':
      return `${SIDE_NAMES[event.side]} spends ${event.columns} Supply Column${event.columns === 1 ? '' : 's'}: ${event.use} ${pieceName(event.piece)} (${event.rule})`;
    case 'repairDelayed':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} is under repair until turn ${event.untilTurn} (${event.rule})`;
    case 'shipRepaired':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} returns repaired (${event.rule})`;
    case 'reinforcementAvailable':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.piece)} joins the recruit pool (${event.rule})`;
    case 'fortArrived':
      return event.built ? `Fort ${hexName(event.hex)} is built (${event.rule})` : `Fort ${hexName(event.hex)} is never built: Chile holds the city (${event.rule})`;
    case 'navalBonus':
      return `Chile gains a bonus VP: ${event.alliedSunk} Allied warships sunk against ${event.chileanSunk} (${event.rule})`;
    case 'boliviaQuits':
      return `Bolivia quits the war: ${event.reason} (${event.rule})`;
    case 'eliminated':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.piece)} eliminated — ${event.reason} (${event.rule})`;
    case 'historicalSetup':
      return `${SIDE_NAMES[event.side]} takes the historical set-up (${event.rule})`;
    case 'supplyLost':
      return `${SIDE_NAMES[event.side]}: ${event.count} Supply Column${event.count === 1 ? '' : 's'} lost — ${event.reason} (${event.rule})`;
    case 'landMoved':
      return `${SIDE_NAMES[event.side]}: ${event.pieces.map(pieceName).join(', ')} ${spaceName(event.from)} → ${spaceName(event.to)} (${event.cost} MP, ${event.mpLeft} left; ${event.rule})`;
    case 'moveEnded':
      return `${SIDE_NAMES[event.side]}: ${event.pieces.map(pieceName).join(', ')} end their move in ${spaceName(event.at)} — ${event.reason} (${event.rule})`;
    case 'stepLost':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.unit)} depleted — ${event.reason} (${event.rule})`;
    case 'supplyCaptured':
      return `${SIDE_NAMES[event.side]} captures ${event.columns.length} Supply Column${event.columns.length === 1 ? '' : 's'} in ${hexName(event.hex)} (${event.rule})`;
    case 'attackDeclared':
      return `${SIDE_NAMES[event.side]} attacks ${hexName(event.target)}${event.amphibious ? ' (amphibious landing)' : ` from ${hexName(event.from)}`} with ${event.units.map(pieceName).join(', ')} (${event.rule})`;
    case 'combatSupplySpent':
      return `${SIDE_NAMES[event.side]} spends a Supply Column in ${hexName(event.hex)} for ${event.use === 'initiative' ? '+1 initiative' : 'an extra die'} (${event.rule})`;
    case 'initiativeWon':
      return `${SIDE_NAMES[event.side]} wins the initiative, ${event.attackerTotal} against ${event.defenderTotal} (${event.rule})`;
    case 'combatAdvantageDrawn':
      return `${SIDE_NAMES[event.side]} draws ${event.name}: ${event.note} (${event.rule})`;
    case 'combatResolved':
      return `Combat in ${hexName(event.target)}: attacker ${event.attackerHits} hit${event.attackerHits === 1 ? '' : 's'}, defender ${event.defenderHits} (${event.rule})`;
    case 'retreated':
      return `${SIDE_NAMES[event.side]}: ${event.units.map(pieceName).join(', ')} retreat from ${hexName(event.from)} to ${hexName(event.to)} (${event.rule})`;
    case 'advanced':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.unit)} advances into ${hexName(event.to)} (${event.rule})`;
    // 7.0 naval operations
    case 'embarked':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.piece)} embarks aboard ${pieceName(event.transport)} (${event.rule})`;
    case 'provisionsSpent':
      return `${SIDE_NAMES[event.side]} spends a Supply Column in ${placeName(event.from)} for fleet provisions (${event.rule})`;
    case 'stackStranded':
      return `${SIDE_NAMES[event.side]}: ${event.ships.map(pieceName).join(', ')} stay in port — ${event.reason} (${event.rule})`;
    case 'shipsMoved':
      return `${SIDE_NAMES[event.side]}: ${event.ships.map(pieceName).join(', ')} to ${placeName(event.to)} (${event.rule})`;
    case 'stackEnded':
      return `${SIDE_NAMES[event.side]}: ${event.ships.map(pieceName).join(', ')} end their movement in ${placeName(event.at)} (${event.rule})`;
    case 'interceptionDeclined':
      return `${SIDE_NAMES[event.side]} does not intercept in ${hexName(event.hex)} (${event.rule})`;
    case 'interception':
      return `${SIDE_NAMES[event.side]} ${event.automatic ? 'intercepts automatically' : `tries to intercept at ${event.distance} hex${event.distance === 1 ? '' : 'es'}`} in ${hexName(event.hex)}: ${event.success ? 'success' : 'failure'} (${event.rule})`;
    case 'blockadeRun':
      return `${SIDE_NAMES[event.side]} runs the blockade of ${hexName(event.hex)}: ${event.through} of ${event.of} ship${event.of === 1 ? '' : 's'} get through (${event.rule})`;
    case 'runnersCaught':
      return `${SIDE_NAMES[event.side]} catches ${event.ships.map(pieceName).join(', ')} at ${hexName(event.hex)} (${event.rule})`;
    case 'navalCombatBegan':
      return `Naval combat in ${hexName(event.hex)}: ${event.ships.map(pieceName).join(', ')} (${event.rule})`;
    case 'setAside':
      return `${SIDE_NAMES[event.side]} sets ${pieceName(event.ship)} aside (${event.rule})`;
    case 'gunfire':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} fires at ${pieceName(event.target)} — ${event.critical ? 'critical hit, ' : ''}${event.outcome} (${event.rule})`;
    case 'navalCombatEnded':
      return `Naval combat in ${hexName(event.hex)} is over (${event.rule})`;
    case 'shipSunk':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} is sunk${event.cargo.length ? ` with ${event.cargo.map(pieceName).join(', ')}` : ''} (${event.rule})`;
    case 'debarked':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.piece)} ${event.landing ? 'lands' : 'disembarks'} in ${placeName(event.to)}${event.assault ? ' and must attack' : ''} (${event.rule})`;
    case 'raid':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} raids ${pieceName(event.target)} — ${event.hit ? 'hit' : 'miss'} (${event.rule})`;
    case 'fortFire':
      return `${pieceName(event.fort)} fires at ${pieceName(event.ship)} — ${event.critical ? 'critical hit, ' : ''}${event.outcome} (${event.rule})`;
    case 'captureAttempt':
      return `${SIDE_NAMES[event.side]}: ${pieceName(event.ship)} tries to capture ${pieceName(event.target)} — ${event.outcome} (${event.rule})`;
    case 'infernalMachine':
      return `${SIDE_NAMES[event.side]}: infernal machine against ${pieceName(event.target)} in ${hexName(event.hex)} — ${event.outcome} (${event.rule})`;
  }
}

/** A location in the players' words, with town names. */
export function placeName(location: Location): string {
  switch (location.kind) {
    case 'hex':
      return hexName(location.hex);
    case 'holdingBox':
      return 'the Chile Holding Box';
    case 'recruitPool':
      return 'the recruit pool';
    case 'turnTrack':
      return `turn box ${location.turn}`;
    case 'aboard':
      return `aboard ${pieceName(location.transport)}`;
    case 'deadPile':
      return 'the dead pile';
    case 'outOfPlay':
      return 'out of play';
    case 'unplaced':
      return 'no place yet';
  }
}
