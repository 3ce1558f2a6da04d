import { describe, expect, it } from 'vitest';
import type { GameState } from '../state';
import { getMap } from '../map/getMap';
import { situation } from '../land/testKit';
import { act } from '../testing/play';
import { trappedStack } from './trappedStack';

const ZEPITA = 'pe-inf-zepita';
const AYACUCHO = 'pe-inf-ayacucho';

/** Chile attacks Antofagasta (3123) from 3222; the dice give Chile 1 hit and the Allies none. */
function battle(units: Record<string, [string]>): GameState {
  let s = situation({ phase: 'landCombat', units: { [ZEPITA]: ['3123'], [AYACUCHO]: ['3123'], ...units }, dice: [6, 1, 6, 1, 1], chits: ['noEvent'] });
  s = act(s, { type: 'beginAttack', side: 'chile', from: '3222', target: '3123' }).state;
  return act(s, { type: 'declareAttack', side: 'chile' }).state;
}

describe('8.10 a trapped stack, told while its losses are taken', () => {
  it('8.10 a defender that scored no hit, with every land neighbour held by the enemy and sea behind, is trapped', () => {
    // Antofagasta 3123: two sea neighbours, the four land ones held by Chile.
    const s = battle({ 'cl-inf-buin-1': ['3222'], 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'] });
    expect(s.pending.at(-1)).toMatchObject({ kind: 'combatLosses', side: 'allied' });
    expect(trappedStack(s, getMap(s.options))).toEqual({ side: 'allied', hex: '3123' });
  });

  it('8.10 with one land neighbour open, the same defender is not trapped; nor is anyone before or after a battle', () => {
    const s = battle({ 'cl-inf-buin-1': ['3222'], 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'] });
    expect(s.pending.at(-1)).toMatchObject({ kind: 'combatLosses', side: 'allied' });
    expect(trappedStack(s, getMap(s.options))).toBeNull();
    const quiet = situation({ phase: 'landCombat', units: { [ZEPITA]: ['3123'] } });
    expect(trappedStack(quiet, getMap(quiet.options))).toBeNull();
  });
});
