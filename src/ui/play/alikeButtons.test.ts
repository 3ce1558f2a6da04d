import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { alikeButtons } from './alikeButtons';

const embark = (piece: string, transport: string): Action => ({ type: 'embark', side: 'chile', piece, transport });
const label = (a: Action) => (a.type === 'embark' ? `Embark ${a.piece.startsWith('sc-') ? 'Supply Column' : a.piece} aboard ${a.transport}` : a.type);

describe('alike actions, one button (6.0: a nation\'s Supply Columns are alike)', () => {
  it('6.0 six columns that may board the same transport read the same: one button, their number, the first column sent', () => {
    const actions = [embark('sc-2', 'Loa'), embark('cl-inf-buin-1', 'Loa'), embark('sc-3', 'Loa'), embark('sc-2', 'Rímac'), embark('sc-4', 'Loa'), { type: 'endPhase', side: 'chile' } as Action];
    expect(alikeButtons(actions, label)).toEqual([
      { action: embark('sc-2', 'Loa'), label: 'Embark Supply Column aboard Loa', count: 3 },
      { action: embark('cl-inf-buin-1', 'Loa'), label: 'Embark cl-inf-buin-1 aboard Loa', count: 1 },
      { action: embark('sc-2', 'Rímac'), label: 'Embark Supply Column aboard Rímac', count: 1 },
      { action: { type: 'endPhase', side: 'chile' }, label: 'endPhase', count: 1 },
    ]);
  });

  it('actions that read differently stay apart', () => {
    const actions = [embark('a', 'Loa'), embark('b', 'Loa')];
    expect(alikeButtons(actions, label).map((b) => b.count)).toEqual([1, 1]);
  });
});
