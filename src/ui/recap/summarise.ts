import { chileVp, otherSide, sameLocation, type GameEvent, type GameMap, type GameState, type PlayerView, type RollEvent, type Side } from '../../engine';
import { FORTS } from '../../engine/counters';
import type { HexId } from '../../engine/hex';
import { historicalSetupPlaces } from '../../engine/setup/historicalSetupPlaces';
import { readMarch } from '../log/march';
import type { LogEntry } from '../store/types';
import type { LossReason, Losses, RecapItem } from './recapItems';
import { NO_LOSSES, withLoss } from './withLoss';

/** What a recap is built from: the log's lines of the span, and the viewer's own views around it. */
export interface RecapInput {
  /** The log's lines of the span (the events both players see), in order. */
  readonly entries: readonly LogEntry[];
  /** The viewer's view at the start of the span and now (viewFor: nothing the viewer may not know). */
  readonly before: PlayerView;
  readonly after: PlayerView;
  readonly map: GameMap;
}

/** A die of a recap's item: the roll, and the events of the action it was rolled in (LastRolls reads them so). */
export interface ItemDie {
  readonly roll: RollEvent;
  readonly events: readonly GameEvent[];
}

/** A battle being read: its losses and retreat gather as its events come. */
type Battle = Omit<Extract<RecapItem, { kind: 'battle' }>, 'losses' | 'steps' | 'retreated' | 'hits' | 'underway'> & {
  losses: Record<Side, Losses>;
  steps: Record<Side, number>;
  retreated: { readonly side: Side; readonly to: string } | null;
  hits: Record<Side, number> | null;
  underway: boolean;
};
type NavalBattle = Omit<Extract<RecapItem, { kind: 'navalBattle' }>, 'sunk' | 'damaged' | 'lostAboard' | 'underway'> & { sunk: Record<Side, string[]>; damaged: Record<Side, string[]>; lostAboard: Record<Side, string[]>; underway?: boolean };

/** The map hex a land unit, Supply Column or ship stands in in a view (null: off the map, aboard, gone). */
function hexIn(view: PlayerView, piece: string): HexId | null {
  const loc = view.units[piece]?.location ?? view.supply[piece]?.location ?? view.ships[piece]?.location;
  return loc?.kind === 'hex' ? loc.hex : null;
}

const bySide = <T>(make: () => T): Record<Side, T> => ({ chile: make(), allied: make() });

/** Chile's VP as a view shows it (5.1): chileVp reads only the control of hexes and the bonus VP, which every view holds. */
const vpSeen = (view: PlayerView, map: GameMap): number => chileVp(view as unknown as GameState, map);

/**
 * "Since your last turn": the span's events read as a player tells them — one item per stack moved
 * (its hexes, MP and attrition together), per landing, per battle (losses and retreat on each side),
 * per sinking and interception (and, to the side whose fleet was let pass, one line for the
 * interceptions declined), reinforcements per side and Supply Columns per side and place, NADCs given (the ships
 * holding one at the span's end, counted per side and turn, never their areas), Bolivia quitting the war (5.6), and Chile's VP now against the start of the span. Pure: the same input gives the same
 * recap, and it reads nothing but the log's events and the viewer's views.
 */
export function summarise(input: RecapInput): RecapItem[] {
  return summariseWithDice(input).items;
}

/**
 * The recap's items, each with the dice that decided it (the Dice panel shows them as the recap steps to
 * the item: QA round 19c): a roll goes with the item its action's next event built or changed (a raid's
 * die with the raid, a supply die with the unit it cost), and every roll of a land or naval battle with
 * the battle (8.8–8.9, 7.9); a march's movement dice with the march (8.2). Only the span's log lines,
 * which both players see: no die the viewer has not been shown.
 */
export function summariseWithDice({ entries, before, after, map }: RecapInput): { items: RecapItem[]; dice: ItemDie[][] } {
  const told = entries.filter((e) => e.event.type !== 'undone');
  const events = told.map((e) => e.event as GameEvent);
  const steps = told.map((e) => e.step);
  const items: RecapItem[] = [];
  let battle: Battle | null = null;
  let naval: NavalBattle | null = null;
  const isUnit = (piece: string) => piece in after.units || piece in before.units;
  const isShip = (piece: string) => piece in after.ships || piece in before.ships;
  /** The last item of this kind and side, when it is the last item of all (so counts gather in one line). */
  const lastOf = <K extends RecapItem['kind']>(kind: K, side: Side): Extract<RecapItem, { kind: K }> | null => {
    const last = items.at(-1);
    return last && last.kind === kind && 'side' in last && last.side === side ? (last as Extract<RecapItem, { kind: K }>) : null;
  };
  const loss = (side: Side, unit: string, eliminated: boolean, why: LossReason) => {
    if (battle) {
      battle.losses[side] = withLoss(battle.losses[side], unit, eliminated);
      battle.steps[side]++;
      return;
    }
    // Outside a battle, with why ("over the stacking limit, 8.1": the line had no reason, table QA round 3).
    const last = lastOf('losses', side);
    const reasons = (known: readonly LossReason[]) => (known.some((r) => r.reason === why.reason) ? known : [...known, why]);
    if (last) items[items.length - 1] = { ...last, ...withLoss(last, unit, eliminated), reasons: reasons(last.reasons) };
    else items.push({ kind: 'losses', side, ...withLoss(NO_LOSSES, unit, eliminated), reasons: [why] });
  };

  /** The turn and phase as each event came (the NADCs given are for the next turn, at set-up for turn 1: ordersForTurn). */
  let turn = before.turn;
  let phase = before.phase;
  /** The NADCs given, by side and the turn they are for: their line, and the ships holding one. */
  const orders = new Map<string, { item: Extract<RecapItem, { kind: 'orders' }>; ships: Set<string> }>();
  /** The interceptions declined, by the side that declined: its line, and the hexes (in the order last asked). */
  const passes = new Map<Side, { item: Extract<RecapItem, { kind: 'passed' }>; hexes: Set<HexId> }>();

  // A battle already being fought as the span begins (its hits taken after the device changed hands):
  // its losses and retreat are told under its name, not as bare losses ("Chile: Cazadores reduced
  // (combat hit)" said not where nor what battle: QA round 6). Its line goes if nothing of it is told.
  const ongoing = before.land.battle;
  if (ongoing) {
    battle = { kind: 'battle', hex: ongoing.target, from: ongoing.from, attacker: ongoing.attacker, amphibious: ongoing.amphibious, losses: bySide(() => NO_LOSSES), steps: bySide(() => 0), retreated: null, hits: null, underway: false, continued: true };
    items.push(battle);
  }
  const continued = battle;

  /** Where each ship lies as the events come (a transport's place as pieces go aboard: QA rounds 6 and 9). */
  const shipPlace = new Map<string, 'holdingBox' | HexId | null>();
  const shipNow = (ship: string): 'holdingBox' | HexId | null => {
    if (shipPlace.has(ship)) return shipPlace.get(ship)!;
    const loc = before.ships[ship]?.location;
    return loc?.kind === 'holdingBox' ? 'holdingBox' : (hexIn(before, ship) ?? hexIn(after, ship));
  };

  /**
   * Where each land unit stands as the events come (a replenishment's place, before the units marched on:
   * QA round 10): 'holdingBox' in the Chile Holding Box, null aboard or nowhere on the map. A unit not
   * yet placed when the span began is placed by an event in it (a historical set-up, a placement); its
   * place at the span's end was told instead ("replenished in Iquique", done in Antofagasta before the
   * march; "in Ilo", done in the Holding Box before the landing: table QA round 11).
   */
  const unitPlace = new Map<string, HexId | 'holdingBox' | null>();
  const unitNow = (unit: string): HexId | 'holdingBox' | null => {
    if (unitPlace.has(unit)) return unitPlace.get(unit)!;
    const loc = before.units[unit]?.location ?? before.supply[unit]?.location;
    if (loc?.kind === 'hex') return loc.hex;
    if (loc?.kind === 'holdingBox') return 'holdingBox';
    return loc?.kind === 'aboard' ? null : hexIn(after, unit);
  };

  let i = 0;
  /** The sinking of `ship` that comes next (a fort's or an infernal machine's), told with the shot: what was lost aboard. */
  const sinking = (ship: string): string[] => {
    const next = events[i + 1];
    if (next?.type !== 'shipSunk' || next.ship !== ship) return [];
    i++;
    return [...next.cargo];
  };

  /** The rolls of each item (by its index), and the rolls waiting for the event that tells what they decided. */
  const rollsOf = new Map<number, number[]>();
  let waiting: number[] = [];
  /** The events from `from` to `i` were read: their rolls (and those waiting) go with the item they built or changed. */
  const attribute = (from: number, known: readonly RecapItem[], fighting: RecapItem | null) => {
    let k = items.length > known.length ? items.length - 1 : items.findIndex((item, j) => item !== known[j]);
    // Within a battle its events change it in place (its hits, losses, retreat): the dice before them are
    // its own. A die waits for the event after it (a raid's die in a battle's phase is the raid's).
    const context = ['phaseBegan', 'roll'].includes(events[from]!.type) ? null : (naval ?? fighting ?? battle);
    if (k < 0 && context) k = items.indexOf(context);
    const rolls = [];
    for (let j = from; j <= i; j++) if (events[j]!.type === 'roll') rolls.push(j);
    if (k >= 0) {
      rollsOf.set(k, [...(rollsOf.get(k) ?? []), ...waiting.filter((j) => steps[j] === steps[from]), ...rolls]);
      waiting = [];
    } else waiting = rolls.length > 0 ? [...waiting.filter((j) => steps[j] === steps[from]), ...rolls] : [];
  };

  for (; i < events.length; i++) {
    const e = events[i]!;
    const from = i;
    const known = items.slice();
    const fighting = naval ?? battle;
    const march = e.type === 'landMoved' || e.type === 'roll' ? readMarch(events, i) : null;
    if (march) {
      const end = march.path.at(-1)!;
      for (const piece of march.pieces) unitPlace.set(piece, end);
      for (const { piece, at } of march.dropped) unitPlace.set(piece, at);
      // 8.2: the towns passed through (a march through Tacna and Arica to hex 3112 said only "to hex 3112",
      // and the VP line "took Tacna, Arica": table QA round 11).
      // Not the towns it set out from or ended in, when it passed them again (table QA round 12: "from La Paz to La Paz by way of La Paz").
      const ends = new Set([march.path[0], march.path.at(-1)]);
      const via = [...new Set(march.path.slice(1, -1).filter((h): h is HexId => h !== 'holdingBox' && !ends.has(h) && map.hexes[h]?.town !== undefined))];
      items.push({ kind: 'march', side: march.side, pieces: march.pieces, path: march.path, cost: march.cost, attrition: march.losses.reduce((l, { unit, eliminated }) => withLoss(l, unit, eliminated), NO_LOSSES), ...(via.length > 0 ? { via } : {}), ...(march.dropped.length > 0 ? { dropped: march.dropped } : {}) });
      i += march.count - 1;
      attribute(from, known, fighting);
      continue;
    }
    switch (e.type) {
      case 'phaseBegan':
        battle = null;
        turn = e.turn;
        phase = e.phase;
        break;
      case 'shipsMoved': {
        for (const ship of e.ships) shipPlace.set(ship, e.to.kind === 'holdingBox' ? 'holdingBox' : e.to.kind === 'hex' ? e.to.hex : null);
        // 7.2 / 4.1: a voyage that ends in the Chile Holding Box says so ("sailed 8 ships to hex 3025",
        // the last hex it was seen in: QA round 8).
        if (e.to.kind === 'holdingBox') {
          const k = items.length - 1;
          const last = items[k];
          if (last?.kind === 'voyage' && last.side === e.side && last.ships.join() === e.ships.join()) items[k] = { ...last, intoBox: true };
          break;
        }
        if (e.to.kind !== 'hex') break;
        // A fleet let pass sails on: its voyage goes on past the line that tells it was let pass (7.3).
        let k = items.length - 1;
        while (items[k]?.kind === 'passed') k--;
        const last = items[k];
        if (last?.kind === 'voyage' && last.side === e.side && last.ships.join() === e.ships.join()) items[k] = { ...last, path: [...last.path, e.to.hex] };
        else items.push({ kind: 'voyage', side: e.side, ships: e.ships, path: [e.to.hex] });
        break;
      }
      case 'interceptionDeclined': {
        // 7.3: told to the side whose fleet was let pass (the side that let it knows): one line a side, each hex once.
        if (after.viewer === e.side) break;
        let declined = passes.get(e.side);
        if (!declined) {
          declined = { item: { kind: 'passed', side: e.side, hexes: [] }, hexes: new Set() };
          passes.set(e.side, declined);
          items.push(declined.item);
        }
        declined.hexes.delete(e.hex);
        declined.hexes.add(e.hex);
        break;
      }
      case 'debarked': {
        unitPlace.set(e.piece, e.to.kind === 'hex' ? e.to.hex : e.to.kind === 'holdingBox' ? 'holdingBox' : null);
        if (e.to.kind !== 'hex') break;
        const hex = e.to.hex;
        const last = lastOf('landing', e.side);
        const unit = isUnit(e.piece);
        if (last && last.hex === hex) items[items.length - 1] = { ...last, units: unit ? [...last.units, e.piece] : last.units, columns: last.columns + (unit ? 0 : 1), beach: last.beach || e.landing };
        else items.push({ kind: 'landing', side: e.side, hex, units: unit ? [e.piece] : [], columns: unit ? 0 : 1, beach: e.landing });
        break;
      }
      case 'attackDeclared':
        battle = { kind: 'battle', hex: e.target, from: e.from, attacker: e.side, amphibious: e.amphibious, losses: bySide(() => NO_LOSSES), steps: bySide(() => 0), retreated: null, hits: null, underway: false };
        items.push(battle);
        break;
      case 'combatResolved':
        if (battle && battle.hex === e.target) battle.hits = { [e.attacker]: e.attackerHits, [otherSide(e.attacker)]: e.defenderHits } as Record<Side, number>;
        break;
      case 'advanced': {
        // 8.11: the winners advance into the hex the battle left empty (told apart: the battle may have begun before the span).
        const last = items.at(-1);
        if (last?.kind === 'advance' && last.side === e.side && last.to === e.to) items[items.length - 1] = { ...last, units: [...last.units, e.unit] };
        else items.push({ kind: 'advance', side: e.side, units: [e.unit], to: e.to });
        break;
      }
      case 'retreated':
        if (battle && battle.hex === e.from) battle.retreated = { side: e.side, to: e.to };
        break;
      case 'stepLost':
        loss(e.side, e.unit, false, { reason: e.reason, rule: e.rule });
        break;
      case 'eliminated':
        if (isUnit(e.piece)) loss(e.side, e.piece, true, { reason: e.reason, rule: e.rule });
        break;
      case 'raid': {
        // 7.6 / 7.7: what the raid did, read from the events it made (a unit's last step lost is its elimination, told here, not again as a loss).
        const fort = FORTS.find((f) => f.id === e.target);
        const next = events[i + 1];
        const eliminated = e.hit && next?.type === 'eliminated' && next.piece === e.target;
        if (eliminated) i++;
        const result = !e.hit ? 'miss' : eliminated ? 'eliminated' : fort || !isUnit(e.target) ? 'destroyed' : 'reduced';
        items.push({ kind: 'raid', side: e.side, ship: e.ship, target: e.target, hex: fort?.hex ?? hexIn(after, e.target) ?? hexIn(before, e.target) ?? hexIn(before, e.ship), result });
        break;
      }
      case 'fortFire': {
        const aboard = sinking(e.ship);
        items.push({ kind: 'fortFire', side: e.side, fort: e.fort, hex: FORTS.find((f) => f.id === e.fort)?.hex ?? null, ship: e.ship, outcome: e.outcome, critical: e.critical, aboard });
        break;
      }
      case 'infernalMachine':
        items.push({ kind: 'infernalMachine', side: e.side, target: e.target, hex: e.hex, outcome: e.outcome, aboard: e.outcome === 'sunk' ? sinking(e.target) : [] });
        break;
      case 'blockadeRun':
        items.push({ kind: 'blockadeRun', side: e.side, hex: e.hex, through: e.through, of: e.of });
        break;
      case 'runnersCaught':
        items.push({ kind: 'runnersCaught', side: e.side, hex: e.hex, ships: e.ships });
        break;
      case 'captureAttempt':
        items.push({ kind: 'capture', side: e.side, ship: e.ship, target: e.target, outcome: e.outcome });
        break;
      case 'embarked': {
        // 7.1: the pieces going aboard one transport, in one line.
        const last = lastOf('embarked', e.side);
        if (last && last.transport === e.transport) items[items.length - 1] = { ...last, pieces: [...last.pieces, e.piece] };
        else {
          // Where the transport lay as they went aboard, followed through the voyages before: the Chile
          // Holding Box is no hex, and the place it had sailed to by the recap's end was told instead
          // ("aboard Amazonas at hex 2919": QA round 6; "aboard Itata at Antofagasta", loaded in the box
          // it had sailed into in the span: QA round 9).
          const at = shipNow(e.transport);
          const inBox = at === 'holdingBox';
          items.push({ kind: 'embarked', side: e.side, transport: e.transport, pieces: [e.piece], hex: inBox ? null : at, ...(inBox ? { inBox } : {}) });
        }
        break;
      }
      case 'navalCombatBegan':
        naval = { kind: 'navalBattle', hex: e.hex, sunk: bySide(() => []), damaged: bySide(() => []), lostAboard: bySide(() => []) };
        items.push(naval);
        break;
      case 'navalCombatEnded':
        naval = null;
        break;
      case 'gunfire':
        if (naval && e.outcome === 'damaged') naval.damaged[otherSide(e.side)].push(e.target);
        break;
      case 'shipSunk':
        if (naval) {
          // A ship damaged, then sunk in the same battle, is told lost only (it read "lost O'Higgins, …,
          // O'Higgins damaged": table QA round 11).
          naval.damaged[e.side] = naval.damaged[e.side].filter((id) => id !== e.ship);
          naval.sunk[e.side].push(e.ship);
          naval.lostAboard[e.side].push(...e.cargo);
        } else items.push({ kind: 'sunk', side: e.side, ship: e.ship, aboard: e.cargo });
        break;
      case 'interception':
        items.push({ kind: 'interception', side: e.side, hex: e.hex, success: e.success });
        break;
      case 'supplySpent': {
        // 6.2: the units a side brings back to full strength one after another, in one line (never told: QA round 9).
        if (e.use !== 'replenish') break;
        // One line a place: units replenished in Antofagasta and one in the Holding Box were "4 units in
        // Antofagasta" (table QA round 12).
        const at = unitNow(e.piece);
        const hex = at === 'holdingBox' ? null : at;
        const inBox = at === 'holdingBox';
        const last = lastOf('replenished', e.side);
        if (last && last.hex === hex && (last.inBox ?? false) === inBox) items[items.length - 1] = { ...last, units: [...last.units, e.piece] };
        else items.push({ kind: 'replenished', side: e.side, units: [e.piece], hex, ...(inBox ? { inBox } : {}) });
        break;
      }
      case 'reinforcementAvailable': {
        const last = lastOf('reinforcements', e.side);
        if (last) items[items.length - 1] = { ...last, pieces: [...last.pieces, e.piece] };
        else items.push({ kind: 'reinforcements', side: e.side, pieces: [e.piece] });
        break;
      }
      case 'historicalSetup':
        // 3.1: every piece of the side to its historical place, in one event (ships too: transports loaded
        // in the Holding Box were told loaded where they sailed to: table QA round 12).
        for (const [piece, place] of historicalSetupPlaces(map, e.side)) (isShip(piece) ? shipPlace : unitPlace).set(piece, place);
        break;
      case 'placed': {
        unitPlace.set(e.piece, e.to.kind === 'hex' ? e.to.hex : e.to.kind === 'holdingBox' ? 'holdingBox' : null);
        // 3.1 / 6.3 / 6.4: the pieces a side places one after another, one line per place they went to.
        let k = items.length - 1;
        while (k >= 0) {
          const item = items[k]!;
          if (item.kind !== 'placed' || item.side !== e.side || sameLocation(item.to, e.to)) break;
          k--;
        }
        const same = items[k];
        if (same?.kind === 'placed' && same.side === e.side && sameLocation(same.to, e.to)) items[k] = { ...same, pieces: [...same.pieces, e.piece] };
        else items.push({ kind: 'placed', side: e.side, pieces: [e.piece], to: e.to });
        break;
      }
      case 'supplyPlaced': {
        // 4.1: the Supply Columns a side places one after another, one line per place they went to (as pieces placed).
        let k = items.length - 1;
        while (k >= 0) {
          const item = items[k]!;
          if (item.kind !== 'supply' || item.side !== e.side || item.where === e.where) break;
          k--;
        }
        const same = items[k];
        if (same?.kind === 'supply' && same.side === e.side && same.where === e.where) items[k] = { ...same, count: same.count + e.count };
        else items.push({ kind: 'supply', side: e.side, count: e.count, where: e.where });
        break;
      }
      case 'nadcAssigned': {
        // 4.1 I / 4.2: the ships holding an order for that turn (a ship given another area is one ship;
        // an order taken back is no order), in one line per side and turn, where the first was given.
        const forTurn = phase === 'setup' ? 1 : turn + 1;
        const key = `${e.side}:${forTurn}`;
        let given = orders.get(key);
        if (!given) {
          if (!e.assigned) break;
          given = { item: { kind: 'orders', side: e.side, forTurn, ships: 0 }, ships: new Set() };
          orders.set(key, given);
          items.push(given.item);
        }
        if (e.assigned) given.ships.add(e.ship);
        else given.ships.delete(e.ship);
        break;
      }
      case 'boliviaQuits':
        // 5.6: told where it came, at the end of the game turn; its units leave the game, and are no losses.
        items.push({ kind: 'boliviaQuits', reason: e.reason, rule: e.rule });
        break;
      case 'victoryChecked':
        // 5.2–5.4: the check the span passed, and what it decided (a game it ended is told by gameOver).
        if (e.outcome.code === 'outcome.gameGoesOn') items.push({ kind: 'victoryCheck', turn: e.turn, outcome: e.outcome, rule: e.rule });
        break;
      case 'gameOver':
        items.push({ kind: 'gameOver', winner: e.result.winner });
        break;
      default:
        break;
    }
    attribute(from, known, fighting);
  }
  /** Each roll with the events of its action (what it needed and decided is read from them). */
  const die = (j: number): ItemDie => ({ roll: events[j] as RollEvent, events: events.filter((_, x) => steps[x] === steps[j]) });
  const dice: ItemDie[][] = items.map((_, k) => (rollsOf.get(k) ?? []).map(die));
  // The orders counted once the span is over: a line whose orders were all taken back goes.
  for (const { item, ships } of orders.values()) {
    const at = items.indexOf(item);
    if (ships.size === 0) {
      items.splice(at, 1);
      dice.splice(at, 1);
    } else items[at] = { ...item, ships: ships.size };
  }
  for (const { item, hexes } of passes.values()) items[items.indexOf(item)] = { ...item, hexes: [...hexes] };
  if (items.length > 0) {
    const vp = vpSeen(after, map);
    // 5.1: the VP hexes that changed hands, so a change of the score has its reason (−7 read as nothing: table QA).
    const worth = (hex: string) => (map.hexes[hex]?.town?.vp ?? 0) > 0;
    const taken = after.control.chile.filter((h) => worth(h) && !before.control.chile.includes(h));
    const lost = before.control.chile.filter((h) => worth(h) && !after.control.chile.includes(h));
    items.push({ kind: 'vp', chileVp: vp, change: vp - vpSeen(before, map), taken, lost });
    dice.push([]);
  }
  // A naval battle not ended as the span ends: told as going on, not as "no losses" before a shot.
  if (naval) naval.underway = true;
  // The battle still being fought as the span ends (the viewer may be the one to take its hits next).
  const fighting = after.land.battle;
  if (battle && fighting && fighting.target === battle.hex && fighting.from === battle.from && fighting.attacker === battle.attacker) battle.underway = true;
  if (continued && continued.hits === null && continued.retreated === null && continued.steps.chile + continued.steps.allied === 0) {
    const kept = items.map((item) => item !== continued);
    return { items: items.filter((_, k) => kept[k]), dice: dice.filter((_, k) => kept[k]) };
  }
  return { items, dice };
}
