import { describe, expect, it } from 'vitest';
import { getMap, neighbours, type GameEvent } from '../../engine';
import { scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';
import { waitingArmiesTally } from './waitingArmies';

const map = getMap({});
const IQUIQUE = '3218';
const beside = neighbours(IQUIQUE).find((n) => map.hexes[n] && map.hexes[n]!.terrain !== 'sea' && map.hexes[n]!.terrain !== 'lake' && !map.hexes[n]!.town)!;
type Units = Parameters<typeof scriptedState>[0] extends infer O ? (O extends { units?: infer U } ? U : never) : never;

/** Chile's player turns 1..n with these positions at the end of each Land Combat Phase (and these attacks). */
function play(turns: number, units: (turn: number) => Units, attacks: (turn: number) => GameEvent[] = () => [], control: Record<string, 'chile' | 'allied'> = {}) {
  const t = waitingArmiesTally();
  const steps = [];
  for (let turn = 1; turn <= turns; turn++) {
    const combat = scriptedState({ turn, side: 'chile', phase: 'landCombat', units: units(turn), control });
    steps.push(scriptedStep(combat, attacks(turn), combat));
    steps.push(scriptedStep(combat, [], scriptedState({ turn, side: 'allied', phase: 'administrative', units: units(turn), control })));
  }
  runTallies(steps, [t]);
  return t.result(steps.at(-1)!.after);
}

describe('waste: an army waiting beside an objective it outnumbers (more than 2 turns)', () => {
  it('four Chilean steps beside Iquique held by one Peruvian step, four turns without attacking: one wait of 4 turns', () => {
    const r = play(4, () => ({ 'cl-inf-buin-1': beside, 'cl-inf-2nd': beside, 'pe-inf-zepita': { hex: IQUIQUE, steps: 1 } }));
    expect(r.list).toEqual([{ side: 'chile', hex: IQUIQUE, name: 'Iquique', fromTurn: 1, turns: 4, diceTurns: 0 }]);
    expect(r.count).toBe(1);
    expect(r.byDice).toBe(0);
  });

  it('two turns beside it is within the limit', () => {
    const r = play(2, () => ({ 'cl-inf-buin-1': beside, 'pe-inf-zepita': { hex: IQUIQUE, steps: 1 } }));
    expect(r).toEqual({ count: 0, list: [], byDice: 0, longest: 2 });
  });

  it('not when it does not outnumber the garrison (steps against steps)', () => {
    const r = play(4, () => ({ 'cl-inf-buin-1': beside, 'pe-inf-zepita': IQUIQUE }));
    expect(r.count).toBe(0);
  });

  it('a garrison holding its own objective beside another is not waiting (Arica held, Tacna next to it)', () => {
    const r = play(4, () => ({ 'cl-inf-buin-1': '3116', 'cl-inf-2nd': '3116' }), () => [], { '3116': 'chile' });
    expect(r.count).toBe(0);
    const r2 = play(4, () => ({ 'cl-inf-buin-1': '3116', 'cl-inf-2nd': '3116' }));
    expect(r2.list.map((w) => w.name)).toContain('Tacna');
  });

  it('an attack on the objective breaks the wait', () => {
    const attack: GameEvent = { type: 'attackDeclared', side: 'chile', from: beside, target: IQUIQUE, units: ['cl-inf-buin-1'], amphibious: false, rule: '8.7' };
    const r = play(5, () => ({ 'cl-inf-buin-1': beside, 'pe-inf-zepita': { hex: IQUIQUE, steps: 1 } }), (turn) => (turn === 3 ? [attack] : []));
    expect(r.count).toBe(0);
    expect(r.longest).toBe(2);
  });
});

describe('waste: which waits the dice made (8.3–8.4: doubles halt a stack)', () => {
  const units = () => ({ 'cl-inf-buin-1': beside, 'cl-inf-2nd': beside, 'pe-inf-zepita': { hex: IQUIQUE, steps: 1 } });
  const halted = (pieces: string[]): GameEvent => ({ type: 'moveEnded', side: 'chile', pieces, at: beside, reason: 'reason.haltedByDoubles', rule: '8.4' });

  it('8.4 a wait of 3 turns whose last two the army stood there only because doubles halted it is the dice\'s', () => {
    const r = play(3, units, (turn) => (turn >= 2 ? [halted(['cl-inf-buin-1', 'cl-inf-2nd'])] : []));
    expect(r.list).toEqual([{ side: 'chile', hex: IQUIQUE, name: 'Iquique', fromTurn: 1, turns: 3, diceTurns: 2 }]);
    expect(r).toMatchObject({ count: 1, byDice: 1 });
  });

  it('not when the units the dice did not halt outnumber the objective by themselves', () => {
    // 2nd regiment halted, 1st Buin (2 steps) alone still outnumbers the depleted battalion (1 step).
    const r = play(3, units, (turn) => (turn >= 2 ? [halted(['cl-inf-2nd'])] : []));
    expect(r.list[0]).toMatchObject({ turns: 3, diceTurns: 0 });
    expect(r).toMatchObject({ count: 1, byDice: 0 });
  });

  it('not when more than 2 of its turns were a choice (one turn of the dice in a wait of 4)', () => {
    const r = play(4, units, (turn) => (turn === 4 ? [halted(['cl-inf-buin-1', 'cl-inf-2nd'])] : []));
    expect(r.list[0]).toMatchObject({ turns: 4, diceTurns: 1 });
    expect(r).toMatchObject({ count: 1, byDice: 0 });
  });

  it('a move that ended without doubles is a choice', () => {
    const stopped: GameEvent = { type: 'moveEnded', side: 'chile', pieces: ['cl-inf-buin-1', 'cl-inf-2nd'], at: beside, reason: 'reason.stopped', rule: '8.2' };
    expect(play(3, units, () => [stopped])).toMatchObject({ count: 1, byDice: 0 });
  });
});

describe('waste: units that attacked elsewhere are fighting, not waiting', () => {
  const LIMA = '2008';
  const CALLAO = '2007';
  // A hex beside both Lima and Callao (2108 on the chart map).
  const between = neighbours(LIMA).find((n) => neighbours(CALLAO).includes(n) && map.hexes[n] && map.hexes[n]!.terrain !== 'sea')!;
  const units = () => ({ 'cl-inf-buin-1': between, 'cl-inf-2nd': between, 'pe-inf-zepita': { hex: CALLAO, steps: 1 }, 'pe-inf-ayacucho': LIMA });
  const onLima = (turn: number): GameEvent[] => (turn % 2 === 1 ? [{ type: 'attackDeclared', side: 'chile', from: between, target: LIMA, units: ['cl-inf-buin-1', 'cl-inf-2nd'], amphibious: false, rule: '8.7' }] : []);

  it('an army between Lima and Callao attacking Lima every other turn does not wait beside Callao', () => {
    expect(play(5, units, onLima).count).toBe(0);
  });

  it('the same army attacking nothing waits beside Callao (5 turns)', () => {
    expect(play(5, units).list.map((w) => `${w.name}×${w.turns}`)).toContain('Callao×5');
  });
});
