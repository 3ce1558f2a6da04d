import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import { hashText } from '../stateHash';
import { loadPosition } from '../position/loadPosition';
import { savePosition } from '../position/savePosition';
import { legalActions } from '../legalActions';
import type { GameState } from '../state';
import { act, historicalSetupDone, playUntil } from '../testing/play';
import { situation } from './testKit';
import { validatePosition } from '../position/validatePosition';
import { positionSchema } from '../position/positionSchema';
import { getMap } from '../map/getMap';

/** A deterministic "random" player for land phases: never toggles or calls off (so it always progresses). */
function chooser(legal: Action[], s: GameState): Action {
  if (s.phase !== 'landMovement' && s.phase !== 'landCombat') return legal.find((a) => a.type === 'endPhase') ?? legal[0]!;
  const useful = legal.filter((a) => !['toggleMover', 'toggleAttacker', 'cancelMove', 'cancelAttack'].includes(a.type));
  const pool = useful.length > 0 ? useful : legal;
  // end the phase only now and then, so that moves and attacks happen
  const notEnd = pool.filter((a) => a.type !== 'endPhase');
  const h = parseInt(hashText(`${s.step}`).slice(0, 8), 16);
  if (notEnd.length > 0 && h % 7 !== 0) return notEnd[h % notEnd.length]!;
  return pool[h % pool.length]!;
}

describe('land operations in play', () => {
  it('8.2–8.12 a seeded game plays through several turns of land phases without a dead end, every state a valid position', () => {
    const start = act(historicalSetupDone('land-fuzz'), { type: 'endPhase', side: 'chile' }).state;
    let checked = 0;
    const r = playUntil(start, (s) => {
      if (s.phase === 'landCombat' || s.phase === 'landMovement') {
        const p = positionSchema.parse(JSON.parse(JSON.stringify(savePosition(s))));
        expect(validatePosition(p, getMap())).toBeNull();
        checked++;
      }
      return s.turn >= 4;
    }, chooser, 20_000);
    expect(r.state.turn).toBe(4);
    expect(checked).toBeGreaterThan(10);
    expect(r.events.some((e) => e.type === 'landMoved')).toBe(true);
  }, 60_000);
  it('a battle in progress survives a save and load', () => {
    let s = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] }, supply: { 'sc-1': ['chile', '3419'] }, dice: [6, 1, 1, 1], chits: ['noEvent'] });
    s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
    s = act(s, { type: 'declareAttack', side: 'chile' }).state;
    expect(s.land.battle).not.toBeNull();
    const loaded = loadPosition(JSON.stringify(savePosition(s)));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.value).toEqual(s);
    expect(legalActions(loaded.value)).toEqual(legalActions(s));
  });
});
