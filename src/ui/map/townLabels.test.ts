import { describe, expect, it } from 'vitest';
import { getMap } from '../../engine';
import { createHexGeometry } from './hexGeometry';
import { labelScale } from './mapScale';
import { hiddenLabels, labelBox, townLabels } from './townLabels';

const map = getMap();
const geometry = createHexGeometry(20);
const labels = townLabels(map, geometry);

describe('town labels beside their hex, decluttered by zoom (issue 18)', () => {
  it('a port is named on its sea side (west), an inland town east; every plate clear of its own hex centre, where the counters stand', () => {
    const lima = labels.find((l) => l.town.name === 'Lima')!;
    expect(lima.side).toBe('west');
    expect(labels.find((l) => l.town.name === 'La Paz')!.side).toBe('east');
    for (const l of labels) {
      const c = geometry.center(l.hex);
      const box = labelBox(l, 1.8);
      // the counter (at most 1.4 × 21 units) covers ±14.7 units around the centre
      expect(box.x >= c.x + 14.7 || box.x + box.width <= c.x - 14.7, l.town.name).toBe(true);
    }
  });

  it('puts the towns with the most Victory Points first', () => {
    expect(labels[0]!.town.name).toBe('Lima');
    const vps = labels.map((l) => l.town.vp);
    expect(vps).toEqual([...vps].sort((a, b) => b - a));
  });

  it('at the default zoom hides no town with Victory Points, nor Antofagasta, and the plates shown never overlap', () => {
    for (const k of [0.78, 0.89]) {
      const scale = labelScale(k);
      const hidden = hiddenLabels(labels, scale);
      for (const l of labels) if (l.town.vp > 0 || l.town.name === 'Antofagasta') expect(hidden.has(l.hex), `${l.town.name} at k = ${k}`).toBe(false);
      const shown = labels.filter((l) => !hidden.has(l.hex)).map((l) => labelBox(l, scale));
      for (const [i, a] of shown.entries()) for (const b of shown.slice(i + 1)) expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
    }
  });

  it('far out it hides the minor towns of the crowded Lima coast', () => {
    const hidden = hiddenLabels(labels, labelScale(0.3));
    expect(hidden.size).toBeGreaterThan(0);
    expect(hidden.has('2008')).toBe(false);
  });
});
