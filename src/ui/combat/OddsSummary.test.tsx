import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { combatChoices } from './combatChoices';
import { OddsSummary } from './OddsSummary';

/** Chile forms an attack on the Zepita at 3520 from 3419. */
function formed(): GameState {
  const r = applyAction(situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] } }), { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

describe('the odds beside the attack\'s button (8.8–8.10)', () => {
  it('8.8–8.10 sum up the attack\'s odds in the prompt, the same figures as "Before the roll" (they lay below the fold on a tablet: table QA round 15)', () => {
    const game = formed();
    const legal = legalActions(game);
    render(<OddsSummary game={game} legal={legal} />);
    const [c] = combatChoices(game, legal);
    if (c?.kind !== 'land') throw new Error('no land choice');
    const pct = (p: number) => `${Math.round(p * 100)}%`;
    const o = c.odds;
    expect(screen.getByTestId('odds-summary').textContent).toBe(
      `The odds: initiative to Chile ${pct(o.initiative.pAttacker)}; retreats: Allies ${pct(o.outcomes.defenderRetreats)} · Chile ${pct(o.outcomes.attackerRetreats)}; both lose steps ${pct(o.outcomes.mutualLosses)}; no hits ${pct(o.outcomes.nothing)} (8.8–8.10; in full under “Before the roll”). Allies, on each combat die: +2 mountain terrain (8.9).`,
    );
  });

  it("8.9 the prompt's line names the fort's +3 on each of the defender's dice, so its odds have their reason (it stood in the full odds only: QA round 17)", () => {
    const s = situation({
      phase: 'landCombat',
      units: { 'cl-inf-buin-1': ['3219'], 'pe-inf-zepita': ['3218'] },
      forts: { 'pe-fort-iquique': 'standing' },
    });
    const r = applyAction(s, { type: 'beginAttack', side: 'chile', from: '3219', target: '3218' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    render(<OddsSummary game={r.state} legal={legalActions(r.state)} />);
    const line = screen.getByTestId('odds-summary');
    expect(line.querySelector('[data-odds-mods="defender"]')?.textContent).toMatch(/^ Allies, on each combat die: (.*; )?\+3 a fort in the hex \(8\.9\)(; .*)?\.$/);
  });

  it('says nothing with no attack to roll, nor to a player with no action', () => {
    const game = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] } });
    const { unmount } = render(<OddsSummary game={game} legal={legalActions(game)} />);
    expect(screen.queryByTestId('odds-summary')).toBeNull();
    unmount();
    render(<OddsSummary game={formed()} legal={[]} />);
    expect(screen.queryByTestId('odds-summary')).toBeNull();
  });

  it('6.1 / 8.9 with several ways to roll (the attackers\' Supply Column), names each line by its button (the same line stood three times: QA round 16)', () => {
    let r = applyAction(situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] }, supply: { 'sc-1': ['chile', '3419'] } }), { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' });
    if (!r.ok) throw new Error('begin');
    r = applyAction(r.state, { type: 'declareAttack', side: 'chile' });
    if (!r.ok) throw new Error('declare');
    const game = r.state;
    render(<OddsSummary game={game} legal={legalActions(game)} />);
    const lines = [...screen.getByTestId('odds-summary').querySelectorAll('li')];
    expect(lines.length).toBeGreaterThan(1);
    const names = lines.map((l) => l.querySelector('strong')?.textContent ?? '');
    expect(new Set(names).size).toBe(lines.length);
    expect(names.every((n) => n.endsWith(': '))).toBe(true);
  });
});
