import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { historicalSetupDone } from '../../engine/testing/play';
import { StayingNote } from './StayingNote';

describe('StayingNote (8.2, 7.6)', () => {
  it('names the pieces a move from here leaves behind, and why, while the move is formed (the list left them out without a word: table QA round 13)', () => {
    const s = historicalSetupDone('staying-note');
    const base: GameState = {
      ...s,
      phase: 'landMovement',
      units: { ...s.units, 'cl-cav-granaderos': { ...s.units['cl-cav-granaderos']!, builtTurn: s.turn } },
      amphibiousAssaults: [{ hex: '3123', side: 'chile', units: ['cl-inf-3rd', 'cl-inf-4th'] }],
    };
    const { unmount } = render(<StayingNote game={base} />);
    expect(screen.queryByTestId('staying-note')).toBeNull(); // no move being formed
    unmount();
    render(<StayingNote game={{ ...base, pending: [{ kind: 'formMove', side: 'chile', rule: '8.2', from: '3123', pieces: [] }] }} />);
    expect(screen.getByTestId('staying-note').textContent).toBe(
      'Staying here: landed from the sea this turn, they stay for their assault (7.6): 3rd regiment, 4th regiment; built or rebuilt this turn (8.2): Granaderos cavalry regiment.',
    );
  });
});
