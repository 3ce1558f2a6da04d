import { describe, expect, it } from 'vitest';
import { at, type GameState } from '../../engine';
import { convoysTally } from './convoys';
import { scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

/** Chile's stack `ships` sailing in area X, the Allies asked whether to intercept it (7.3); `cargo` aboard Loa. */
function asked(ships: string[], cargo: boolean, turn = 5, stack = 'chile-1'): GameState {
  const s = scriptedState({ turn, units: { 'cl-inf-buin-1': '3219' } });
  const units = cargo ? { ...s.units, 'cl-inf-buin-1': { ...s.units['cl-inf-buin-1']!, location: at.aboard('cl-ship-loa') } } : s.units;
  const naval = { ...s.naval, stacks: [{ id: stack, side: 'chile', ships, area: 'X', status: 'sailing', at: at.hex('1909') }] };
  const pending = [{ kind: 'interception', side: 'allied', stack, hex: '1909', eligible: ['2007'], chosen: [] }];
  return { ...s, units, naval, pending } as unknown as GameState;
}

const count = (...states: GameState[]) => {
  const t = convoysTally();
  runTallies(states.map((s) => scriptedStep(scriptedState(), [], s)), [t]);
  return t.result(states.at(-1)!);
};

describe('convoys enemy warships could intercept (7.3), escorted or not', () => {
  it('a loaded transport sailing alone where the Allies may intercept is an unescorted convoy', () => {
    expect(count(asked(['cl-ship-loa'], true))).toEqual({ exposed: 1, unescorted: 1, aloneAfterSplit: 0 });
  });

  it('with a warship in its stack it is escorted', () => {
    expect(count(asked(['cl-ship-loa', 'cl-ship-covadonga'], true))).toEqual({ exposed: 1, unescorted: 0, aloneAfterSplit: 0 });
  });

  it('an empty transport or a squadron without transports is no convoy', () => {
    expect(count(asked(['cl-ship-loa'], false), asked(['cl-ship-covadonga'], false, 6))).toEqual({ exposed: 0, unescorted: 0, aloneAfterSplit: 0 });
  });

  it('counted once per stack and game turn, however many hexes it is asked at', () => {
    expect(count(asked(['cl-ship-loa'], true), asked(['cl-ship-loa'], true), asked(['cl-ship-loa'], true, 6))).toEqual({ exposed: 2, unescorted: 2, aloneAfterSplit: 0 });
  });

  it('7.9 an escorted convoy asked about again with its escorts gone (held by a battle) is sailing on alone after a split', () => {
    expect(count(asked(['cl-ship-loa', 'cl-ship-covadonga'], true), asked(['cl-ship-loa'], true), asked(['cl-ship-loa'], true))).toEqual({ exposed: 1, unescorted: 0, aloneAfterSplit: 1 });
  });
});
