import { controller } from '../control/controller';
import { describe, expect, it } from 'vitest';

import { getMap } from '../map/getMap';
import { act } from '../testing/play';
import { legalActions } from '../legalActions';
import { columnAt, loaForHoldingBox, loaHeldAt, navalPosition, PORT_HEXES_FOR_TEST, shipAt } from './testKit';

const map = getMap();

describe('7.1 embarkation', () => {
  const port = () =>
    navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('3123'), 'cl-ship-rimac': shipAt('3123') },
      units: {
        'cl-inf-buin-1': { location: { kind: 'hex', hex: '3123' }, steps: 2 },
        'cl-inf-2nd': { location: { kind: 'hex', hex: '3123' }, steps: 1 },
        'cl-inf-3rd': { location: { kind: 'hex', hex: '3123' }, steps: 1 },
      },
      supply: { 'sc-1': columnAt('chile', '3123'), 'sc-2': columnAt('chile', '3123') },
      control: { '3123': 'chile' },
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'II', forTurn: 2 }], allied: [] },
    });

  it('a transport takes one full-strength unit, or two one-step units, or a Supply Column (two steps at most)', () => {
    let s = port();
    const embarks = () => legalActions(s).filter((a) => a.type === 'embark' && a.transport === 'cl-ship-loa');
    expect(embarks().map((a) => (a as { piece: string }).piece).sort()).toEqual(['cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-buin-1', 'sc-1', 'sc-2']);
    s = act(s, { type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-2nd' }).state;
    expect(s.units['cl-inf-2nd']!.location).toEqual({ kind: 'aboard', transport: 'cl-ship-loa' });
    expect(embarks().map((a) => (a as { piece: string }).piece)).toEqual(['cl-inf-3rd']);
    s = act(s, { type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-3rd' }).state;
    expect(embarks()).toEqual([]);
  });

  it('no embarkation once the transport has sailed, and none outside a friendly port', () => {
    let s = port();
    s = act(s, { type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-buin-1' }).state;
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '3023' }).state;
    s = act(s, { type: 'endMove', side: 'chile', stack: 's1' }).state;
    expect(legalActions(s).some((a) => a.type === 'embark' && a.transport === 'cl-ship-loa')).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'embark' && a.transport === 'cl-ship-rimac')).toBe(true);
  });
});

describe('7.8 fleet provisions', () => {
  it('a stack leaving port spends one Supply Column there; with none it can\'t leave', () => {
    const base = {
      turn: 2,
      side: 'chile' as const,
      phase: 'navalMovement' as const,
      ships: { 'cl-ship-cochrane': shipAt('3123'), 'cl-ship-abtao': shipAt('3123') },
      control: { '3123': 'chile' as const },
      nadc: { chile: ['cl-ship-cochrane', 'cl-ship-abtao'].map((ship) => ({ ship, area: 'II' as const, forTurn: 2 })), allied: [] },
    };
    let s = navalPosition({ ...base, supply: { 'sc-1': columnAt('chile', '3123'), 'sc-2': columnAt('chile', '3123') } });
    expect(s.naval.stacks).toEqual([]); // formed lazily as the phase's actions are asked for
    const r = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '3023' });
    expect(Object.keys(r.state.supply)).toEqual(['sc-2']); // one column for the whole stack
    s = navalPosition(base);
    expect(legalActions(s)).toEqual([{ type: 'endMove', side: 'chile', stack: 's1' }]);
    const t = act(s, { type: 'endMove', side: 'chile', stack: 's1' });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'stackStranded', rule: '7.8' }));
    expect(legalActions(t.state)[0]).toEqual({ type: 'endPhase', side: 'chile' });
  });
});

describe('7.2 naval movement', () => {
  it('a stack moves as one to its NADC area and may not leave it once there; the phase ends when every stack has moved', () => {
    let s = navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-abtao': shipAt('2915'), 'cl-ship-magallanes': shipAt('2915') },
      nadc: { chile: ['cl-ship-cochrane', 'cl-ship-abtao'].map((ship) => ({ ship, area: 'VI' as const, forTurn: 2 })), allied: [] },
    });
    // Magallanes has no NADC and is at sea: it must return to a friendly port (4.1 III).
    expect(s.naval.stacks).toEqual([]);
    const legal = legalActions(s);
    expect(legal.some((a) => a.type === 'endPhase')).toBe(false);
    expect(legal.filter((a) => a.type === 'endMove')).toEqual([]);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    expect(s.ships['cl-ship-abtao']!.location).toEqual({ kind: 'hex', hex: '2814' });
    const targets = legalActions(s).filter((a) => a.type === 'sail').map((a) => (a as { to: string }).to);
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.every((h) => map.hexes[h]!.seaArea === 'VI' || map.hexes[h]!.terrain !== 'sea')).toBe(true);
    s = act(s, { type: 'endMove', side: 'chile', stack: 's1' }).state;
    expect(legalActions(s).some((a) => a.type === 'endPhase')).toBe(false);
  });

  it('7.2 a stack that begins in a coastal hex adjoining its NADC area (a port it blockades) may stay; one whose area the hex does not adjoin must sail (QA round 7)', () => {
    const blockade = (area: 'III' | 'VI') =>
      navalPosition({
        turn: 2,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-cochrane': shipAt('3218'), 'cl-ship-abtao': shipAt('3218') },
        control: { '3218': 'allied' },
        nadc: { chile: ['cl-ship-cochrane', 'cl-ship-abtao'].map((ship) => ({ ship, area, forTurn: 2 })), allied: [] },
      });
    expect(map.hexes['3218']!.town?.port).toBe(true);
    const stay = blockade('III');
    expect(legalActions(stay)).toContainEqual({ type: 'endMove', side: 'chile', stack: 's1' });
    const stayed = act(stay, { type: 'endMove', side: 'chile', stack: 's1' }).state;
    expect(stayed.ships['cl-ship-cochrane']!.location).toEqual({ kind: 'hex', hex: '3218' });
    expect(legalActions(blockade('VI')).filter((a) => a.type === 'endMove')).toEqual([]);
  });

  it('4.1 III: a ship without an NADC returns to a friendly port; a Chilean one is in the Holding Box once in area I', () => {
    let s = navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-magallanes': shipAt('3024') },
    });
    const first = legalActions(s)[0]!;
    expect(first.type).toBe('sail');
    s = act(s, first).state;
    const loc = s.ships['cl-ship-magallanes']!.location;
    expect(loc.kind === 'holdingBox' || (loc.kind === 'hex' && map.hexes[loc.hex]!.town?.port)).toBe(true);
    expect(legalActions(s)[0]).toEqual({ type: 'endPhase', side: 'chile' });
  });

  it('4.1 III: with no friendly port to return to, the ship is eliminated', () => {
    const control = Object.fromEntries(PORT_HEXES_FOR_TEST.map((h) => [h, 'chile' as const]));
    const s = navalPosition({ turn: 2, side: 'allied', phase: 'consumeSupply', ships: { 'pe-ship-union': shipAt('2415') }, control });
    const r = act(s, { type: 'endPhase', side: 'allied' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'eliminated', piece: 'pe-ship-union', rule: '4.1' }));
    expect(r.state.ships['pe-ship-union']!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.warshipsSunkThisTurn.allied).toBe(0);
  });

  it('7.2 ES option (nationBox): a Chilean ship without an NADC makes for the Holding Box only', () => {
    const s = navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      options: { returnWithoutNadc: 'nationBox' },
      ships: { 'cl-ship-magallanes': shipAt('3024') },
    });
    const targets = legalActions(s).filter((a) => a.type === 'sail').map((a) => (a as { to: string }).to);
    expect(targets.every((h) => map.hexes[h]!.terrain === 'sea')).toBe(true);
  });

  it('7.2 a Chilean stack with NADC I may enter the Holding Box', () => {
    let s = loaForHoldingBox();
    expect(legalActions(s)).toContainEqual({ type: 'enterHoldingBox', side: 'chile', stack: 's1' });
    s = act(s, { type: 'enterHoldingBox', side: 'chile', stack: 's1' }).state;
    expect(s.ships['cl-ship-loa']!.location).toEqual({ kind: 'holdingBox' });
  });
});

describe('7.6 amphibious landing and disembarkation', () => {
  const landing = (defended: boolean) =>
    navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('3117') },
      units: {
        'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 },
        ...(defended ? { 'pe-inf-gen-bn-2': { location: { kind: 'hex', hex: '3217' }, steps: 1 } } : {}),
      },
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'III', forTurn: 3 }], allied: [] },
    });

  it('a transport ending its movement in an enemy-held coastal hex lands its troops: an assault for the Land Combat Phase', () => {
    let s = landing(true);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '3217' }).state; // Pisagua
    expect(s.naval.stacks[0]!.status).toBe('done');
    expect(legalActions(s)).toContainEqual({ type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    const r = act(s, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'debarked', landing: true, assault: true }));
    expect(r.state.amphibiousAssaults).toEqual([{ hex: '3217', side: 'chile', units: ['cl-inf-buin-1'] }]);
    expect(r.state.units['cl-inf-buin-1']!.location).toEqual({ kind: 'hex', hex: '3217' });
    expect(r.state.naval.stoppedTurn['cl-ship-loa']).toBe(3);
  });

  it('a landing into an empty coastal hex takes control of it', () => {
    let s = landing(false);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '3217' }).state;
    s = act(s, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' }).state;
    expect(controller(s, '3217')).toBe('chile');
    expect(s.amphibiousAssaults).toEqual([]);
  });

  /** The Loa held where Pilcomayo fired upon it as it entered (testKit loaHeldAt): 7.9. */
  const heldAt = (to: string) => {
    const s = loaHeldAt(to);
    expect(s.naval.stoppedTurn['cl-ship-loa']).toBe(3);
    expect(s.ships['cl-ship-loa']!.location).toEqual({ kind: 'hex', hex: to });
    return s;
  };

  it('7.9 / 7.6 a transport held by a naval combat in the coastal hex it sailed into lands its troops there: its movement ended there', () => {
    const s = heldAt('3217'); // Pisagua
    expect(s.naval.stacks[0]).toMatchObject({ status: 'done', ships: [], sailed: ['3217'] });
    expect(legalActions(s)).toContainEqual({ type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    const r = act(s, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'debarked', landing: true, assault: false }));
    expect(r.state.units['cl-inf-buin-1']!.location).toEqual({ kind: 'hex', hex: '3217' });
    expect(controller(r.state, '3217')).toBe('chile');
  });

  it('7.1 / 7.9 a transport held by a naval combat has sailed: once its troops are ashore it takes nothing aboard, not even in a port now friendly', () => {
    let s = heldAt('3217');
    s = act(s, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' }).state; // Pisagua is Chile's now: a friendly port
    expect(legalActions(s).filter((a) => a.type === 'embark')).toEqual([]);
  });

  it('7.9 / 7.6 held by a naval combat at sea, a transport keeps its troops aboard', () => {
    const s = heldAt('3118');
    expect(map.hexes['3118']!.terrain).toBe('sea');
    expect(legalActions(s).filter((a) => a.type === 'debark')).toEqual([]);
  });

  it('disembarkation in a friendly port', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('3023') },
      units: { 'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 } },
      control: { '3123': 'chile' },
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'II', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '3123' }).state;
    const r = act(s, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'debarked', landing: false }));
    expect(r.state.units['cl-inf-buin-1']!.location).toEqual({ kind: 'hex', hex: '3123' });
  });
});
