import { describe, expect, it } from 'vitest';
import type { RetreatDecision } from '../land/types';
import { situation } from '../land/testKit';
import { legalActions } from '../legalActions';
import { getMap } from '../map/getMap';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { retreatEntry } from './retreat';

const BUIN = 'cl-inf-buin-1';
const SECOND = 'cl-inf-2nd';
const ZEPITA = 'pe-inf-zepita';

/** Chile's Buin (3419) hits Zepita in 3520 once; Zepita misses, so the Allies must retreat (8.10). */
function zepitaMustRetreat(): { state: GameState; d: RetreatDecision } {
  let s = situation({ phase: 'landCombat', units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [ZEPITA]: ['3520'] }, dice: [6, 1, 6, 1, 1], chits: ['noEvent'] });
  s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
  s = act(s, { type: 'toggleAttacker', side: 'chile', unit: SECOND }).state;
  s = act(s, { type: 'declareAttack', side: 'chile' }).state;
  const d = s.pending.at(-1);
  if (d?.kind !== 'retreat') throw new Error('no retreat decision');
  return { state: s, d };
}

describe('8.10 the retreat decision, its entry', () => {
  const map = getMap();

  it('8.10 answers: each adjacent hex the stack may enter (not an enemy-held one), or holding ground by depleting a unit', () => {
    const { state, d } = zepitaMustRetreat();
    const answers = retreatEntry.answers(state, d, map);
    expect(answers).toEqual(legalActions(state));
    expect(answers).toContainEqual({ type: 'retreat', side: 'allied', to: '3619' });
    expect(answers).not.toContainEqual({ type: 'retreat', side: 'allied', to: '3419' });
    expect(answers).toContainEqual({ type: 'holdGround', side: 'allied', unit: ZEPITA });
  });

  it('8.10 effect: the whole stack goes to the hex, the battle runs on to the attacker\'s advance (8.11)', () => {
    const { state, d } = zepitaMustRetreat();
    const step = retreatEntry.answer(state, d, { type: 'retreat', side: 'allied', to: '3619' }, map);
    expect(step?.state.units[ZEPITA]!.location).toEqual({ kind: 'hex', hex: '3619' });
    expect(step?.events[0]).toMatchObject({ type: 'retreated', side: 'allied', units: [ZEPITA], from: '3520', to: '3619', rule: '8.10' });
    expect(step?.state.pending.at(-1)).toMatchObject({ kind: 'advance', side: 'chile' });
  });

  it('8.10 an answer that is not one of its legal answers has no effect', () => {
    const { state, d } = zepitaMustRetreat();
    expect(retreatEntry.answer(state, d, { type: 'retreat', side: 'allied', to: '3419' }, map)).toBeNull();
    expect(retreatEntry.answer(state, d, { type: 'endPhase', side: 'allied' }, map)).toBeNull();
  });

  it('8.10 asks "retreat from" the hex, as a code; its schema takes exactly its fields', () => {
    const { d } = zepitaMustRetreat();
    expect(retreatEntry.message(d)).toEqual({ code: 'prompt.retreat', params: { from: '3520' } });
    expect(retreatEntry.answeredBy).toBe('either');
    expect(retreatEntry.schema.safeParse(d).success).toBe(true);
    expect(retreatEntry.schema.safeParse({ ...d, to: '3619' }).success).toBe(false);
    expect(retreatEntry.schema.safeParse({ ...d, units: [] }).success).toBe(false);
  });
});
