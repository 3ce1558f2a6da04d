import { describe, expect, it } from 'vitest';
import { getMap, newGame, viewFor } from '../../engine';
import { occupy } from '../../engine/control/occupy';
import { hexFacts } from './hexFacts';

describe('the hex card reads hex control (3.0) from the viewer\'s view', () => {
  it('3.0 a hex Chile entered shows Chile; one never entered shows no one', () => {
    const map = getMap();
    const state = occupy(occupy(newGame({ seed: 'hex-facts-1' }), '3520', 'allied'), '3520', 'chile');
    const view = viewFor(state, 'allied');
    expect(hexFacts(map, view, '3520')?.control).toBe('chile');
    expect(hexFacts(map, view, '3419')?.control).toBeNull();
  });
});
