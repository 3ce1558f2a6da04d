import { describe, expect, it } from 'vitest';
import { getMap, newGame, viewFor } from '../../engine';
import { landDistance, readBoard } from './world';

describe("the bots' world: the map of the game they play", () => {
  it('a board reads the map of its game\'s options: the 8.6 chart\'s terrain, or the open-terrain reading', () => {
    const chart = readBoard(viewFor(newGame({ seed: 1 }), 'allied'), 'allied');
    const open = readBoard(viewFor(newGame({ seed: 1, options: { openTerrain: true } }), 'allied'), 'allied');
    expect(chart.map).toBe(getMap());
    expect(open.map).toBe(getMap({ openTerrain: true }));
  });

  it('land distances follow the map passed: La Paz to 3414 is rough twice on the chart (8.6: 4 MP), clear twice when open (2 MP)', () => {
    expect(landDistance(getMap(), '3513', '3414')).toBe(4);
    expect(landDistance(getMap({ openTerrain: true }), '3513', '3414')).toBe(2);
  });
});
