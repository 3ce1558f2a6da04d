import { describe, expect, it } from 'vitest';
import { situation } from '../land/testKit';
import { getMap } from '../map/getMap';
import type { Message } from '../message';
import type { MovingStack } from '../naval/types';
import type { DecisionOf, PendingKind } from '../pending';
import type { GameState } from '../state';
import { DECISIONS } from './registry';

/**
 * Issue 22: each entry's `check` (what a pending decision needs of the rest of a position) answers a
 * code whose parameters are the decision's path, ids, hexes, numbers and rule cases — never a sentence.
 */
const map = getMap();
const PATH = 'pending.0';

function checkOf<K extends PendingKind>(kind: K, d: Omit<DecisionOf<K>, 'kind'>, state: GameState): Message | null {
  return DECISIONS[kind].check({ kind, ...d } as DecisionOf<K>, state, map, PATH);
}

/** Chile's Buin in Antofagasta with a Supply Column, Zepita next door in 3520; Chile's Cochrane at sea in 2415 and Peru's Huáscar in 2514. */
const land = situation({ units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] }, supply: { 'sc-1': ['chile', '3419'] } });
const stack: MovingStack = { id: 's1', side: 'chile', ships: ['cl-ship-cochrane'], area: null, status: 'sailing', at: { kind: 'hex', hex: '2415' }, sailed: [], route: [], checks: [], immuneTo: [] };
const sea: GameState = {
  ...land,
  phase: 'navalMovement',
  ships: { ...land.ships, 'cl-ship-cochrane': { ...land.ships['cl-ship-cochrane']!, location: { kind: 'hex', hex: '2415' } }, 'pe-ship-huascar': { ...land.ships['pe-ship-huascar']!, location: { kind: 'hex', hex: '2514' } } },
  naval: { ...land.naval, stacks: [stack] },
};

describe('pending decision checks in codes (issue 22)', () => {
  it('7.3 interception: the moving stack must exist and be the enemy\'s, and each eligible hex hold a warship that may intercept', () => {
    const d = { side: 'allied', rule: '7.3', stack: 's1', hex: '2415', eligible: ['2514'], chosen: [] } as const;
    expect(checkOf('interception', d, sea)).toBeNull();
    expect(checkOf('interception', { ...d, stack: 's9' }, sea)).toEqual({ code: 'position.naval.noSuchStack', params: { path: PATH, id: 's9' } });
    expect(checkOf('interception', { ...d, side: 'chile' }, sea)).toEqual({ code: 'position.pending.interceptOwnStack', params: { path: PATH } });
    expect(checkOf('interception', { ...d, hex: '0101' }, sea)).toEqual({ code: 'position.record.hexOffMap', params: { path: PATH, hex: '0101' } });
    expect(checkOf('interception', { ...d, chosen: ['2008'] }, sea)).toEqual({ code: 'position.pending.chosenNotEligible', params: { path: PATH, hex: '2008' } });
    expect(checkOf('interception', { ...d, eligible: ['2008'] }, sea)).toEqual({ code: 'position.pending.noInterceptor', params: { path: PATH, hex: '2008' } });
  });

  it('7.6 blockades: the owner runs it, the blockader catches at most the stack\'s ships, only from that stack, with its own ships', () => {
    const run = { side: 'chile', rule: '7.6', stack: 's1', hex: '2415', blockaders: ['pe-ship-huascar'] } as const;
    expect(checkOf('runBlockade', run, sea)).toBeNull();
    expect(checkOf('runBlockade', { ...run, side: 'allied' }, sea)).toEqual({ code: 'position.pending.runOthersBlockade', params: { path: PATH } });
    expect(checkOf('runBlockade', { ...run, blockaders: ['cl-ship-cochrane'] }, sea)).toEqual({ code: 'position.pending.shipWrongSide', params: { path: `${PATH}.blockaders`, ship: 'cl-ship-cochrane', side: 'allied' } });
    const katch = { ...run, side: 'allied', count: 1, caught: [] } as const;
    expect(checkOf('catchRunners', katch, sea)).toBeNull();
    expect(checkOf('catchRunners', { ...katch, side: 'chile' }, sea)).toEqual({ code: 'position.pending.catchOwnRunners', params: { path: PATH } });
    expect(checkOf('catchRunners', { ...katch, count: 2 }, sea)).toEqual({ code: 'position.pending.tooManyRunners', params: { path: PATH, count: 2, max: 1 } });
    expect(checkOf('catchRunners', { ...katch, caught: ['cl-ship-cochrane'] }, sea)).toEqual({ code: 'position.pending.runnersAllCaught', params: { path: PATH, count: 1 } });
    expect(checkOf('catchRunners', { ...katch, count: 1, caught: [], blockaders: ['cl-ship-nowhere'] }, sea)).toEqual({ code: 'position.record.shipNotInPlay', params: { path: `${PATH}.blockaders`, id: 'cl-ship-nowhere' } });
  });

  it('land moves and attacks: the phasing player\'s own pieces, where the decision says, and a move\'s path ending where it is', () => {
    const move = { side: 'chile', rule: '8.2', at: '3419', pieces: ['cl-inf-buin-1', 'sc-1'], mp: 3, path: ['3419'], doubles: false, rolledWith: ['cl-inf-buin-1', 'sc-1'] } as const;
    expect(checkOf('landMove', move, land)).toBeNull();
    expect(checkOf('landMove', { ...move, side: 'allied' }, land)).toEqual({ code: 'position.pending.notPhasing', params: { path: PATH, decision: 'landMove', side: 'allied', rule: '8.2' } });
    expect(checkOf('landMove', { ...move, path: ['0101', '3419'] }, land)).toEqual({ code: 'position.record.hexOffMap', params: { path: `${PATH}.path`, hex: '0101' } });
    expect(checkOf('landMove', { ...move, at: '3520', path: ['3419'] }, land)).toEqual({ code: 'position.pending.moveNotAtPathEnd', params: { path: PATH, hex: '3520' } });
    expect(checkOf('landMove', { ...move, pieces: [] }, land)).toEqual({ code: 'position.pending.nothingMoving', params: { path: PATH } });
    expect(checkOf('landMove', { ...move, pieces: ['pe-inf-zepita'] }, land)).toEqual({ code: 'position.pending.pieceWrongSide', params: { path: `${PATH}.pieces`, piece: 'pe-inf-zepita', side: 'chile' } });
    expect(checkOf('landMove', { ...move, pieces: ['sc-9'] }, land)).toEqual({ code: 'position.pending.pieceNotInPlay', params: { path: `${PATH}.pieces`, id: 'sc-9' } });
    expect(checkOf('landMove', { ...move, rolledWith: ['cl-inf-buin-1'] }, land)).toEqual({ code: 'position.pending.movedWithoutRoll', params: { path: PATH, piece: 'sc-1' } });
    const attack = { side: 'chile', rule: '8.7', from: '3419', target: '3520', units: ['cl-inf-buin-1'] } as const;
    const fighting = { ...land, phase: 'landCombat' } as const;
    expect(checkOf('formAttack', attack, fighting)).toBeNull();
    expect(checkOf('formAttack', { ...attack, target: '2008' }, fighting)).toEqual({ code: 'position.pending.attackNotAdjacent', params: { path: PATH, from: '3419', to: '2008' } });
    expect(checkOf('formAttack', { ...attack, units: ['sc-1'] }, fighting)).toEqual({ code: 'position.record.unitNotInPlay', params: { path: `${PATH}.units`, id: 'sc-1' } });
    expect(checkOf('formAttack', { ...attack, from: '3520', target: '3419' }, fighting)).toEqual({ code: 'position.pending.pieceNotIn', params: { path: `${PATH}.units`, piece: 'cl-inf-buin-1', hex: '3520' } });
    expect(checkOf('retreat', { side: 'chile', rule: '8.10', from: '3419', units: ['cl-inf-buin-1', 'cl-inf-buin-1'] }, fighting)).toEqual({ code: 'position.record.namedTwice', params: { path: `${PATH}.units` } });
  });

  it('4.1, 6.3, 6.5, 10.1: Allied column placement, a unit on the turn track, a damaged ship, the ship capture option', () => {
    expect(checkOf('placeSupplyColumn', { side: 'chile', rule: '4.1', remaining: 1, bolivianPlaced: false }, land)).toEqual({ code: 'position.pending.columnsNotAllied', params: { path: PATH } });
    expect(checkOf('placeNewUnit', { side: 'chile', rule: '6.3', unit: 'cl-inf-buin-1' }, land)).toEqual({ code: 'position.pending.notOnTurnTrack', params: { path: PATH, unit: 'cl-inf-buin-1' } });
    expect(checkOf('repairChoice', { side: 'chile', rule: '6.5', ship: 'cl-ship-cochrane', roll: 3 }, sea)).toEqual({ code: 'position.pending.shipNotDamaged', params: { path: PATH, ship: 'cl-ship-cochrane' } });
    expect(checkOf('shipCapture', { side: 'chile', rule: '10.1' }, { ...sea, options: { ...sea.options, shipCapture: false } })).toEqual({ code: 'position.pending.shipCaptureOff', params: { path: PATH } });
  });
});
