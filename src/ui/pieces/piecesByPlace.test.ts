import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine';
import { act } from '../../engine/testing/play';
import { piecesByPlace } from './piecesByPlace';

describe('piecesByPlace', () => {
  const s = act(newGame({ seed: 'pieces' }), { type: 'historicalSetup', side: 'allied' }).state;
  it('groups the counters by hex and box, land units first', () => {
    const places = piecesByPlace(viewFor(s, 'allied'));
    const callao = places.get('hex:2007')!;
    expect(callao[0]!.kind).toBe('unit');
    expect(callao.some((p) => p.id === 'pe-ship-huascar')).toBe(true);
    expect(callao.at(-1)!.kind).toBe('fort');
    expect(places.get('recruitPool:peru')!.map((p) => p.id)).toEqual(['pe-inf-lima']);
    expect(places.get('turnTrack:2')!.some((p) => p.id === 'cl-inf-atacama')).toBe(true);
  });
  it('shows a ship\'s NADC to its owner and face down to the opponent (4.1 I)', () => {
    const ordered = act(s, { type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'VI' }).state;
    const mine = piecesByPlace(viewFor(ordered, 'allied')).get('hex:2007')!.find((p) => p.id === 'pe-ship-huascar')!;
    const theirs = piecesByPlace(viewFor(ordered, 'chile')).get('hex:2007')!.find((p) => p.id === 'pe-ship-huascar')!;
    expect(mine.nadc).toBe('VI');
    expect(theirs.nadc).toBe('hidden');
  });
});
