import { describe, expect, it } from 'vitest';
import { act } from '../testing/play';
import { legalActions } from '../legalActions';
import { columnAt, navalPosition, shipAt, withDice } from './testKit';

/** Chile's Naval Combat Phase with Cochrane (gunfire 6, armour 3) in Callao (2007), Fort Callao (anti-ship 9, raid +3) standing. */
const callao = (extra: Partial<Parameters<typeof navalPosition>[0]> = {}) =>
  navalPosition({
    turn: 5,
    side: 'chile',
    phase: 'navalCombat',
    ships: { 'cl-ship-cochrane': shipAt('2007'), 'cl-ship-blanco-encalada': shipAt('2007') },
    forts: { 'pe-fort-callao': { status: 'standing' } },
    units: { 'pe-inf-zepita': { location: { kind: 'hex', hex: '2007' }, steps: 2 } },
    ...extra,
  });

describe('7.6 / 7.7 raids and forts', () => {
  it('only the fort may be targeted until it is destroyed; one raid per warship', () => {
    const s = callao();
    const raids = legalActions(s).filter((a) => a.type === 'raid');
    expect(raids).toEqual([
      { type: 'raid', side: 'chile', ship: 'cl-ship-blanco-encalada', target: 'pe-fort-callao' },
      { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-callao' },
    ]);
  });

  it('2d6 + the fort\'s modifier < gunfire destroys it; the fort still fires back (2d6 + armour < anti-ship)', () => {
    let s = withDice(callao(), [1, 1, 2, 3]);
    const r = act(s, { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-callao' });
    expect(r.events[0]).toMatchObject({ type: 'roll', dice: [1, 1], result: 5, modifiers: [{ value: 3 }] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'raid', hit: true }));
    expect(r.state.forts['pe-fort-callao']!.status).toBe('destroyed');
    // 2 + 3 = 5 + armour 3 = 8 < 9: the destroyed fort's last shot damages Cochrane.
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fortFire', outcome: 'damaged' }));
    expect(r.state.ships['cl-ship-cochrane']!.damaged).toBe(true);
    s = r.state;
    // 7.7: with the fort gone, the other warship may raid the units there.
    expect(legalActions(s).filter((a) => a.type === 'raid')).toEqual([{ type: 'raid', side: 'chile', ship: 'cl-ship-blanco-encalada', target: 'pe-inf-zepita' }]);
  });

  it('7.10: a fort\'s natural 2 sinks the raider; no critical hit against a fort', () => {
    const s = withDice(callao(), [1, 2, 1, 1]);
    const r = act(s, { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-callao' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'raid', hit: false })); // 3 + 3 = 6, not < 6
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fortFire', outcome: 'sunk', critical: true }));
    expect(r.state.ships['cl-ship-cochrane']!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.warshipsSunkThisTurn.chile).toBe(1);
  });

  it('a hit on a land unit depletes it; Supply Columns may be raided; enemy warships in the hex forbid any raid', () => {
    let s = withDice(callao({ forts: { 'pe-fort-callao': { status: 'destroyed' } }, supply: { 'sc-1': columnAt('peru', '2007') } }), [2, 2]);
    expect(legalActions(s).filter((a) => a.type === 'raid' && a.ship === 'cl-ship-cochrane').map((a) => (a as { target: string }).target)).toEqual(['pe-inf-zepita', 'sc-1']);
    s = act(s, { type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-inf-zepita' }).state;
    expect(s.units['pe-inf-zepita']!.steps).toBe(1);
    const guarded = callao({ ships: { 'cl-ship-cochrane': shipAt('2007'), 'pe-ship-union': shipAt('2007') } });
    expect(legalActions(guarded).filter((a) => a.type === 'raid')).toEqual([]);
  });
});

describe('10.2 infernal machines (optional)', () => {
  const peruPort = (turn: number, on = true) =>
    navalPosition({
      turn,
      side: 'allied',
      phase: 'navalCombat',
      options: { infernalMachines: on },
      ships: { 'cl-ship-cochrane': shipAt('2007'), 'cl-ship-loa': shipAt('2007') },
      supply: { 'sc-1': columnAt('peru', '2007'), 'sc-2': columnAt('peru', '2007') },
    });

  it('never before game turn 9, never with the option off, never against a transport', () => {
    expect(legalActions(peruPort(8)).filter((a) => a.type === 'infernalMachine')).toEqual([]);
    expect(legalActions(peruPort(9, false)).filter((a) => a.type === 'infernalMachine')).toEqual([]);
    expect(legalActions(peruPort(9)).filter((a) => a.type === 'infernalMachine')).toEqual([{ type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane' }]);
  });

  it('spends a Supply Column in the port; 6 sinks; once per port per game', () => {
    const s = withDice(peruPort(9), [6]);
    const r = act(s, { type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'infernalMachine', outcome: 'sunk' }));
    expect(Object.keys(r.state.supply)).toEqual(['sc-2']);
    expect(r.state.ships['cl-ship-cochrane']!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.naval.infernalPorts).toEqual(['2007']);
    const again = { ...r.state, ships: { ...r.state.ships, 'cl-ship-blanco-encalada': shipAt('2007') } };
    expect(legalActions(again).filter((a) => a.type === 'infernalMachine')).toEqual([]);
  });

  it('10.2 table: 1–4 no effect, 5 damaged, 6 sunk', async () => {
    const { infernalResult } = await import('./infernalMachine');
    expect([1, 2, 3, 4, 5, 6].map(infernalResult)).toEqual(['noEffect', 'noEffect', 'noEffect', 'noEffect', 'damaged', 'sunk']);
  });
});
