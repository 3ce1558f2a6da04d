import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions, viewFor } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { withStacks } from '../../engine/naval/stacks';
import { createHexGeometry } from '../map/hexGeometry';
import { SailPreview } from './SailPreview';

describe('the way and its interception risk on the map (7.2, 7.3)', () => {
  it('7.3 the squadron\'s way to area III is drawn, and the Peruvian warships off Iquique are ringed with their chance; the transport at Callao is not', () => {
    const state = withStacks(
      navalPosition({
        turn: 2,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-cochrane': shipAt('3123'), 'pe-ship-huascar': shipAt('3018'), 'pe-ship-chalaco': shipAt('3017') },
        supply: { 'sc-1': columnAt('chile', '3123') },
        control: { '3123': 'chile' },
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 2 }], allied: [] },
      }),
      getMap(),
    );
    const { container } = render(
      <svg>
        <SailPreview view={viewFor(state, 'chile')} legal={legalActions(state)} selectedPiece={null} geometry={createHexGeometry(20)} />
      </svg>,
    );
    expect(container.querySelector('polyline.route-preview')).not.toBeNull();
    expect([...container.querySelectorAll('[data-risk]')].map((e) => e.getAttribute('data-risk'))).toEqual(['3018']);
    expect(container.querySelector('[data-risk="3018"] text')!.textContent).toMatch(/^\d+%$/);
    // The chance sits on the ring's own edge, on a badge, not above it on the next hex's counter (QA round 7).
    const geometry = createHexGeometry(20);
    const c = geometry.center('3018');
    const ring = container.querySelector('[data-risk="3018"] circle')!;
    const r = Number(ring.getAttribute('r'));
    const y = Number(container.querySelector('[data-risk="3018"] text')!.getAttribute('y'));
    expect(Math.abs(y - c.y)).toBeLessThanOrEqual(r);
    expect(container.querySelector('[data-risk="3018"] rect.risk-badge')).not.toBeNull();
  });

  it('7.3 the chance on the ring is written as the language writes a percent ("17 %" in Spanish; it was built in code, "17%": QA round 7)', async () => {
    const { i18n } = await import('../i18n');
    const state = withStacks(
      navalPosition({
        turn: 2,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-cochrane': shipAt('3123'), 'pe-ship-huascar': shipAt('3018') },
        supply: { 'sc-1': columnAt('chile', '3123') },
        control: { '3123': 'chile' },
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 2 }], allied: [] },
      }),
      getMap(),
    );
    await i18n.changeLanguage('es');
    try {
      const { container } = render(
        <svg>
          <SailPreview view={viewFor(state, 'chile')} legal={legalActions(state)} selectedPiece={null} geometry={createHexGeometry(20)} />
        </svg>,
      );
      expect(container.querySelector('[data-risk="3018"] text')!.textContent).toMatch(/^\d+\u00a0%$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

