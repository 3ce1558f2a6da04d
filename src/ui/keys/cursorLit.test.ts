import { beforeAll, describe, expect, it } from 'vitest';
import type { Action, Reach } from '../../engine';
import { i18n } from '../i18n';
import type { HexActions } from '../play/useHexActions';
import { cursorLit } from './cursorLit';

const move = (to: string): Action => ({ type: 'moveStep', side: 'chile', to }) as Action;
const actions = (byPlace: [string, Action[]][], reach: [string, number][] = []): HexActions => ({
  byPlace: new Map(byPlace),
  reach: new Map(reach.map(([hex, cost]) => [hex, { space: hex, cost, path: [hex] } as unknown as Reach])),
  sail: null,
});
const label = (a: Action) => (a.type === 'moveStep' ? `Enter hex ${a.to}` : a.type);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe("whether the hex cursor's hex is lit, and what Enter does there (QA round 19c)", () => {
  it('one action: what it does; several: how many Enter offers; 8.2 a hex farther on the land move: its MP; else not lit', () => {
    const lit = actions([['3218', [move('3218')]], ['3117', [move('3117'), { type: 'endPhase', side: 'chile' } as Action]]], [['3016', 3]]);
    expect(cursorLit('3218', lit, null, label)).toBe('Lit — Enter: Enter hex 3218');
    expect(cursorLit('3117', lit, null, label)).toBe('Lit — Enter offers 2 choices');
    expect(cursorLit('3016', lit, null, label)).toBe('Lit — 3 MP to reach; Enter moves there (8.2)');
    expect(cursorLit('1907', lit, null, label)).toBe('Not lit: nothing to do here now');
  });

  it('4.1 I / 4.2: an NADC Enter gives (or the ships it picks) comes first, as a click there does', () => {
    expect(cursorLit('3023', actions([['3023', [move('3023')]]]), 'Give Cochrane the NADC II', label)).toBe('Lit — Enter: Give Cochrane the NADC II');
  });
});
