import { describe, expect, it } from 'vitest';
import { act } from '../testing/play';
import { legalActions } from '../legalActions';
import type { GameState } from '../state';
import { battleIn2814, columnAt, navalPosition, shipAt, withDice } from './testKit';

describe('7.9 / 7.10 naval combat', () => {
  it('7.9 the side with the highest speed modifier fires first; 1d6 + armour < gunfire hits', () => {
    // Cochrane (+1, gunfire 6) against Huáscar (+1, armour 2): a tie, so the intercepted side (Chile) fires first.
    let s = battleIn2814({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') }, ['cl-ship-cochrane']);
    expect(s.pending.at(-1)).toMatchObject({ kind: 'navalFire', side: 'chile' });
    expect(legalActions(s)).toEqual([{ type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }]);
    s = withDice(s, [3, 6]);
    let r = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' });
    expect(r.events.find((e) => e.type === 'roll')).toMatchObject({ dice: [3], result: 5 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'gunfire', outcome: 'damaged' }));
    expect(r.state.ships['pe-ship-huascar']!.damaged).toBe(true);
    // Then Huáscar fires back: 6 + 3 = 9, not below 5: a miss. Every warship has fired: combat ends.
    r = act(r.state, { type: 'fire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'gunfire', outcome: 'miss' }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'navalCombatEnded' }));
    s = r.state;
    expect(s.pending).toEqual([]);
    expect(s.naval.combat).toBeNull();
    // Both fired: they stay in the hex for the rest of the game turn; the Chilean stack is done.
    expect(s.naval.stoppedTurn).toEqual({ 'cl-ship-cochrane': 3, 'pe-ship-huascar': 3 });
    expect(s.naval.stacks[0]!.status).toBe('done');
  });

  it('7.9 the faster side fires first (higher modifier is faster)', () => {
    const s = battleIn2814({ 'cl-ship-esmeralda': shipAt('2915'), 'pe-ship-union': shipAt('2814') }, ['cl-ship-esmeralda']);
    expect(s.pending.at(-1)).toMatchObject({ kind: 'navalFire', side: 'allied' });
  });

  it('7.10 a natural 1 sinks the target outright and counts for 5.5; a damaged ship hit again sinks', () => {
    let s = battleIn2814({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') }, ['cl-ship-cochrane']);
    s = withDice(s, [1]);
    const r = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'gunfire', outcome: 'sunk', critical: true, rule: '7.10' }));
    expect(r.state.ships['pe-ship-huascar']!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.warshipsSunkThisTurn).toEqual({ chile: 0, allied: 1 });
    // Huáscar was sunk before it fired: combat is over.
    expect(r.state.naval.combat).toBeNull();

    let t = battleIn2814({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2814', true) }, ['cl-ship-cochrane']);
    t = withDice(t, [2]);
    const q = act(t, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' });
    expect(q.events).toContainEqual(expect.objectContaining({ type: 'gunfire', outcome: 'sunk', critical: false }));
  });

  it('7.9 note: a transport sunk takes its cargo with it; transports never fire', () => {
    let s = navalPosition({
      turn: 3,
      side: 'allied',
      phase: 'navalMovement',
      ships: { 'pe-ship-chalaco': shipAt('2915'), 'cl-ship-cochrane': shipAt('2814') },
      units: { 'pe-inf-zepita': { location: { kind: 'aboard', transport: 'pe-ship-chalaco' }, steps: 2 } },
      nadc: { chile: [], allied: [{ ship: 'pe-ship-chalaco', area: 'VI', forTurn: 3 }] },
    });
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '2814' }).state;
    s = act(s, { type: 'intercept', side: 'chile', hex: '2814' }).state;
    s = act(s, { type: 'interceptRoll', side: 'chile', transports: false }).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'navalFire', side: 'chile' }); // only Chile has a warship
    s = withDice(s, [1]);
    const r = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-chalaco' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'shipSunk', ship: 'pe-ship-chalaco', cargo: ['pe-inf-zepita'] }));
    expect(r.state.units['pe-inf-zepita']!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.warshipsSunkThisTurn).toEqual({ chile: 0, allied: 0 }); // a transport is no warship (5.5)
  });

  it('7.9 the outnumbering side may set aside excess ships (never more than the enemy has); they may sail on', () => {
    let s = battleIn2814(
      { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915'), 'cl-ship-rimac': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
      ['cl-ship-cochrane', 'cl-ship-loa', 'cl-ship-rimac'],
    );
    expect(s.pending.at(-1)).toMatchObject({ kind: 'setAside', side: 'chile' });
    s = act(s, { type: 'setAside', side: 'chile', ship: 'cl-ship-loa' }).state;
    // Limit: min(3 − 1, 1) = 1 — the gunfire begins at once.
    expect(s.pending.at(-1)).toMatchObject({ kind: 'navalFire' });
    expect(legalActions(s).every((a) => a.type === 'fire' && a.target !== 'cl-ship-loa')).toBe(true);
    s = withDice(s, [6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' }).state;
    // Loa and Rímac neither fired nor were fired upon: they may sail on (still in the moving stack).
    expect(s.naval.stacks[0]).toMatchObject({ status: 'sailing', ships: ['cl-ship-loa', 'cl-ship-rimac'] });
    expect(legalActions(s)[0]).toMatchObject({ type: 'endMove' }); // in area VI they may stop
  });

  it('7.9 ships left in the stack sail on and may be intercepted again by another force', () => {
    let s = battleIn2814(
      { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915'), 'cl-ship-rimac': shipAt('2915'), 'pe-ship-huascar': shipAt('2814'), 'pe-ship-union': shipAt('2415') },
      ['cl-ship-cochrane', 'cl-ship-loa', 'cl-ship-rimac'],
    );
    s = act(s, { type: 'beginNavalCombat', side: 'chile' }).state;
    s = withDice(s, [6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' }).state;
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2714' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'interception', eligible: ['2415'] }); // Huáscar is spent against this stack
  });
});

describe('7.9 the ships a battle left free may stop in the battle hex', () => {
  /** Cochrane escorts Loa (a battalion aboard) for area VII; Huáscar intercepts them in 2814, in area VI. */
  function convoy(): GameState {
    return battleIn2814(
      { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
      ['cl-ship-cochrane', 'cl-ship-loa'],
      {
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }, { ship: 'cl-ship-loa', area: 'VII', forTurn: 3 }], allied: [] },
        units: { 'cl-inf-2nd': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 } },
      },
    );
  }

  it('7.2 before the battle the convoy may not stop outside its NADC area', () => {
    const s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }, { ship: 'cl-ship-loa', area: 'VII', forTurn: 3 }], allied: [] },
    });
    const t = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    expect(t.naval.stacks[0]).toMatchObject({ status: 'sailing', at: { kind: 'hex', hex: '2814' } });
    expect(legalActions(t).filter((a) => a.type === 'endMove')).toEqual([]);
  });

  it('7.9 a transport that neither fired nor was fired upon may stop with its held escort (or sail on)', () => {
    let s = convoy();
    s = act(s, { type: 'setAside', side: 'chile', ship: 'cl-ship-loa' }).state;
    s = withDice(s, [6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' }).state;
    expect(s.naval.stacks[0]).toMatchObject({ status: 'sailing', ships: ['cl-ship-loa'], area: 'VII', at: { kind: 'hex', hex: '2814' } });
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'endMove', side: 'chile', stack: 's1' });
    expect(legal.some((a) => a.type === 'sail')).toBe(true);
    const r = act(s, { type: 'endMove', side: 'chile', stack: 's1' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'stackEnded', rule: '7.9' }));
    expect(r.state.naval.stacks[0]!.status).toBe('done');
    expect(r.state.ships['cl-ship-loa']!.location).toEqual({ kind: 'hex', hex: '2814' });
  });

  it('7.9 the transport may stop even when its escort sank every interceptor', () => {
    let s = convoy();
    s = act(s, { type: 'beginNavalCombat', side: 'chile' }).state;
    s = withDice(s, [1]); // 7.10: a critical hit sinks Huáscar before it fires
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }).state;
    expect(s.ships['pe-ship-huascar']!.location).toEqual({ kind: 'deadPile' });
    expect(s.naval.stacks[0]).toMatchObject({ status: 'sailing', ships: ['cl-ship-loa'] });
    expect(legalActions(s)).toContainEqual({ type: 'endMove', side: 'chile', stack: 's1' });
  });
});

describe('10.1 ship capture (optional)', () => {
  it('is not offered unless the option is on', () => {
    let s = battleIn2814({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane']);
    s = withDice(s, [6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-pilcomayo' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-pilcomayo', target: 'cl-ship-cochrane' }).state;
    expect(s.pending).toEqual([]);
  });

  it('after the battle, an undamaged warship against only damaged enemy warships may try: 6 captures', () => {
    let s = battleIn2814({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane'], { options: { shipCapture: true } });
    s = withDice(s, [6, 6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-pilcomayo' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-pilcomayo', target: 'cl-ship-cochrane' }).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'shipCapture', side: 'chile' });
    const r = act(s, { type: 'attemptCapture', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-pilcomayo' });
    expect(r.events.find((e) => e.type === 'roll')).toMatchObject({ side: 'allied', dice: [6] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'captureAttempt', outcome: 'captured' }));
    expect(r.state.naval.captured).toEqual({ 'pe-ship-pilcomayo': 'chile' });
    expect(r.state.pending).toEqual([]);
  });

  it('10.1 table: 1 damages the capturer, 2–3 escapes, 4–5 scuttles, 6 captures', async () => {
    const { captureResult } = await import('./shipCapture');
    expect([1, 2, 3, 4, 5, 6].map(captureResult)).toEqual(['capturerDamaged', 'escapes', 'escapes', 'scuttled', 'scuttled', 'captured']);
  });
});

describe('7.6 blockade', () => {
  const blockaded = (): GameState =>
    navalPosition({
      turn: 4,
      side: 'allied',
      phase: 'navalMovement',
      ships: {
        'pe-ship-union': shipAt('2007'),
        'pe-ship-chalaco': shipAt('2007'),
        'pe-ship-limena': shipAt('2007'),
        'cl-ship-cochrane': shipAt('2007'),
      },
      supply: { 'sc-1': columnAt('peru', '2007') },
      nadc: { chile: [], allied: ['pe-ship-union', 'pe-ship-chalaco', 'pe-ship-limena'].map((ship) => ({ ship, area: 'X' as const, forTurn: 4 })) },
    });

  it('leaving a blockaded port: not running it lets the blockaders intercept automatically', () => {
    let s = blockaded();
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '1908' }).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'runBlockade', side: 'allied', hex: '2007' });
    s = act(s, { type: 'runBlockade', side: 'allied', run: false }).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'interception', side: 'chile', eligible: ['2007'] });
    s = act(s, { type: 'intercept', side: 'chile', hex: '2007' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'chile', transports: false });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', automatic: true, success: true }));
  });

  it('running it: 1d6 ships get through, the blockader picks which of the others are caught', () => {
    let s = withDice(blockaded(), [1]);
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '1908' }).state;
    const r = act(s, { type: 'runBlockade', side: 'allied', run: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'blockadeRun', through: 1, of: 3 }));
    s = r.state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'catchRunners', side: 'chile', count: 2 });
    s = act(s, { type: 'catchRunner', side: 'chile', ship: 'pe-ship-union' }).state;
    s = act(s, { type: 'catchRunner', side: 'chile', ship: 'pe-ship-chalaco' }).state;
    expect(s.naval.combat).toMatchObject({ hex: '2007', ships: ['pe-ship-union', 'pe-ship-chalaco', 'cl-ship-cochrane'] });
  });

  it('the Holding Box can never be blockaded, and 7.8 provisions are spent there', () => {
    let s = navalPosition({
      turn: 4,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('box'), 'pe-ship-union': shipAt('2831') },
      supply: { 'sc-1': columnAt('chile', 'box') },
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'I', forTurn: 4 }], allied: [] },
    });
    const r = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2730' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'provisionsSpent', rule: '7.8' }));
    expect(r.state.supply).toEqual({});
    s = r.state;
    expect(s.pending.every((p) => p.kind !== 'runBlockade')).toBe(true);
  });
});
