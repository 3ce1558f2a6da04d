import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Action, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { act } from '../../engine/testing/play';
import { TrappedNote } from './TrappedNote';

/** The actions applied in turn (each must be legal). */
const play = (s: GameState, ...actions: Action[]): GameState => actions.reduce((g, a) => act(g, a).state, s);

/** Chile attacks Antofagasta (3123) from 3222 and scores the only hit; `held` are the Chilean-held neighbours. */
const lossesAtAntofagasta = (held: Record<string, [string]>) =>
  play(
    situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3222'], ...held, 'pe-inf-zepita': ['3123'], 'pe-inf-ayacucho': ['3123'] }, dice: [6, 1, 6, 1, 1], chits: ['noEvent'] }),
    { type: 'beginAttack', side: 'chile', from: '3222', target: '3123' },
    { type: 'declareAttack', side: 'chile' },
  );

describe('TrappedNote (8.10)', () => {
  it('8.10 tells the side taking its losses that, with no hex to retreat into, every unit left will lose a step (the prompt said only "choose the unit": table QA round 15)', () => {
    render(<TrappedNote game={lossesAtAntofagasta({ 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'] })} />);
    expect(screen.getByTestId('trapped-note').textContent).toBe(
      'No retreat from Antofagasta (3123): every hex around it is held by the enemy, sea or impassable. Once these losses are taken, every unit left there loses a step, and a unit on its last step is eliminated (8.10).',
    );
  });

  it('8.10 says nothing when a hex around is open', () => {
    render(<TrappedNote game={lossesAtAntofagasta({ 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'] })} />);
    expect(screen.queryByTestId('trapped-note')).toBeNull();
  });

  it('8.10 says plainly that all go when every unit there is on its last step (QA round 16)', () => {
    const game = lossesAtAntofagasta({ 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'] });
    const oneStep = { ...game, units: { ...game.units, 'pe-inf-zepita': { ...game.units['pe-inf-zepita']!, steps: 1 }, 'pe-inf-ayacucho': { ...game.units['pe-inf-ayacucho']!, steps: 1 } } };
    render(<TrappedNote game={oneStep} />);
    expect(screen.getByTestId('trapped-note').textContent).toMatch(/Every unit there is on its last step: once these losses are taken, all of them are eliminated \(8\.10\)\.$/);
  });
});
