import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine';
import { at } from '../../engine/pieces/location';
import { act } from '../../engine/testing/play';
import { piecesByPlace } from '../pieces/piecesByPlace';
import { CounterLayer } from './CounterLayer';
import { createHexGeometry } from './hexGeometry';

describe('the counters on the map', () => {
  const start = act(newGame({ seed: 'counters' }), { type: 'historicalSetup', side: 'allied' }).state;
  const draw = (state: typeof start) =>
    render(
      <svg>
        <CounterLayer places={piecesByPlace(viewFor(state, 'chile'))} geometry={createHexGeometry(20)} onClick={() => {}} lang="en" />
      </svg>,
    ).container;

  it('a hex of one side shows one stack with its count', () => {
    const callao = draw(start).querySelector('[data-stack="2007"]')!;
    expect([...callao.querySelectorAll('[data-side]')].map((g) => g.getAttribute('data-side'))).toEqual(['allied']);
  });

  it('7.6 both sides in one hex (troops landed into Pisagua) show both stacks, side by side, each with its count', () => {
    // Two Chilean regiments ashore in Pisagua (3217) with its Peruvian battalion, as an amphibious assault leaves them.
    const landed = { ...start, units: { ...start.units, 'cl-inf-buin-1': { location: at.hex('3217'), steps: 2, builtTurn: null }, 'cl-inf-2nd': { location: at.hex('3217'), steps: 2, builtTurn: null } } };
    const pisagua = draw(landed).querySelector('[data-stack="3217"]')!;
    const sides = [...pisagua.querySelectorAll('[data-side]')];
    expect(sides.map((g) => g.getAttribute('data-side'))).toEqual(['chile', 'allied']);
    expect(sides[0]!.getAttribute('transform')).toMatch(/^translate\(-/);
    expect(sides[1]!.getAttribute('transform')).toMatch(/^translate\(\d/);
    expect(sides[0]!.querySelector('.stack-count')!.textContent).toBe('2');
    // The left stack's count at its top left, the right one's at its top right: side by side they read as one number ("2 17").
    expect((sides[0]!.querySelector('.stack-count') as SVGGElement).style.transform).toMatch(/^translate\(-/);
  });
});
