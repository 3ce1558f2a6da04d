import { describe, expect, it } from 'vitest';
import { newGame } from '../newGame';
import { act, playUntil } from '../testing/play';
import { loadPosition } from './loadPosition';
import { savePosition } from './savePosition';

const base = { format: 'wotp-position', version: 1, seed: 'pos', turn: 3, side: 'chile', phase: 'landMovement' };
const error = (input: unknown) => {
  const r = loadPosition(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('INVALID_POSITION');
  return JSON.stringify(r.error.message);
};

describe('positions', () => {
  it('round-trip: a saved new game loads back identical', () => {
    const s = newGame({ seed: 'round' });
    const r = loadPosition(JSON.stringify(savePosition(s)));
    expect(r).toEqual({ ok: true, value: s });
  });

  it('round-trip: a game in progress (after set-up and supply) loads back identical and plays on identically', () => {
    let s = newGame({ seed: 'mid' });
    for (const side of ['allied', 'chile'] as const) s = act(act(s, { type: 'historicalSetup', side }).state, { type: 'endPhase', side }).state;
    s = playUntil(s, (x) => x.turn === 2 && x.side === 'allied').state;
    const r = loadPosition(JSON.stringify(savePosition(s)));
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    expect(r.value).toEqual(s);
    const a = playUntil(s, (x) => x.turn === 4).state;
    const b = playUntil(r.value, (x) => x.turn === 4).state;
    expect(b).toEqual(a);
  });

  it('builds a small situation from a few lines: unlisted pieces are out of play, dice from the seed', () => {
    const r = loadPosition({
      ...base,
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3116' }, steps: 2 } },
      supply: { 'sc-4': { nation: 'chile', location: { kind: 'hex', hex: '3116' } } },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    expect(r.value.units).toEqual({ 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3116' }, steps: 2, builtTurn: null } });
    expect(r.value.nextSupplyId).toBe(5);
    expect(r.value.dice).toEqual(newGame({ seed: 'pos' }).dice);
    expect(r.value.pending).toEqual([]);
  });

  it('refuses text that is not JSON', () => {
    expect(error('{"format": ')).toMatch(/error\.positionNotJson/);
  });
  it('refuses another format or a future version, naming the field', () => {
    expect(error({ ...base, format: 'chess' })).toMatch(/"path":"format"/);
    expect(error({ ...base, version: 2 })).toMatch(/version/);
  });
  it('refuses a missing or mistyped field, naming it', () => {
    const { turn: _t, ...noTurn } = base;
    expect(error(noTurn)).toMatch(/turn/);
    expect(error({ ...base, turn: 'three' })).toMatch(/turn/);
    expect(error({ ...base, turn: 13 })).toMatch(/turn/);
    expect(error({ ...base, side: 'peru' })).toMatch(/side/);
    expect(error({ ...base, units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '31' }, steps: 2 } } })).toMatch(/units\.cl-inf-buin-1\.location\.hex/);
    expect(error({ ...base, extra: 1 })).toMatch(/unrecognized_keys/);
  });
  it('refuses a unit the counter manifest does not have', () => {
    expect(error({ ...base, units: { 'cl-inf-napoleon': { location: { kind: 'holdingBox' }, steps: 1 } } })).toMatch(/position\.unknownUnit.*units\.cl-inf-napoleon/);
  });
  it('2.7 refuses more steps than the unit has', () => {
    expect(error({ ...base, units: { 'pe-inf-gen-bn-1': { location: { kind: 'hex', hex: '2008' }, steps: 2 } } })).toMatch(/position\.tooManySteps.*"count":2,"max":1/);
  });
  it('refuses a land unit at sea or off the map', () => {
    expect(error({ ...base, units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '2415' }, steps: 1 } } })).toMatch(/position\.pieceNotOnLand/);
    expect(error({ ...base, units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '0101' }, steps: 1 } } })).toMatch(/position\.pieceOffMap/);
  });
  it('2.4 refuses a ship inland, and a Peruvian ship in the Chile Holding Box', () => {
    expect(error({ ...base, ships: { 'pe-ship-huascar': { location: { kind: 'hex', hex: '3513' } } } })).toMatch(/position\.shipInland/);
    expect(error({ ...base, ships: { 'pe-ship-huascar': { location: { kind: 'holdingBox' } } } })).toMatch(/position\.inBoxNotChilean/);
  });
  it('7.1 refuses a transport carrying more than two steps', () => {
    expect(
      error({
        ...base,
        ships: { 'cl-ship-rimac': { location: { kind: 'holdingBox' } } },
        units: {
          'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-rimac' }, steps: 2 },
          'cl-inf-2nd': { location: { kind: 'aboard', transport: 'cl-ship-rimac' }, steps: 1 },
        },
      }),
    ).toMatch(/position\.transportOverloaded/);
  });
  it('7.1 refuses a unit aboard a warship or an enemy transport', () => {
    expect(error({ ...base, units: { 'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-cochrane' }, steps: 1 } } })).toMatch(/position\.aboardNoTransport/);
    expect(error({ ...base, units: { 'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'pe-ship-chalaco' }, steps: 1 } } })).toMatch(/position\.aboardEnemy/);
  });
  it('5.6 refuses Bolivian units in play after Bolivia has quit', () => {
    expect(error({ ...base, boliviaInWar: false, units: { 'bo-inf-colorados': { location: { kind: 'hex', hex: '3513' }, steps: 1 } } })).toMatch(/position\.boliviaOut/);
  });
  it('refuses an unknown pending decision and a NADC order for an enemy ship', () => {
    expect(error({ ...base, pending: [{ kind: 'teleport', side: 'chile', rule: '0' }] })).toMatch(/"path":"pending\.0\.kind"/);
    expect(error({ ...base, nadc: { chile: [{ ship: 'pe-ship-huascar', area: 'I', forTurn: 3 }], allied: [] } })).toMatch(/position\.nadcNotOwnShip.*"side":"chile"/);
  });
});
