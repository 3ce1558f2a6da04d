import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { at } from '../../engine/pieces/location';
import { choiceEntries, likeness } from './choiceEntries';

const name = likeness({ supply: { 'sc-1': { nation: 'chile', location: at.holdingBox }, 'sc-2': { nation: 'chile', location: at.holdingBox }, 'sc-3': { nation: 'bolivia', location: at.holdingBox } } });
const embark = (piece: string, transport: string): Action => ({ type: 'embark', side: 'chile', piece, transport });

describe('the buttons of a choice (7.1 embarkation asked in two steps)', () => {
  it('7.1 several pieces at a port: first what goes aboard, one button per piece, then the transport', () => {
    const actions = [embark('cl-inf-buin-1', 'loa'), embark('cl-inf-buin-1', 'rimac'), embark('cl-inf-2nd', 'loa'), embark('cl-inf-2nd', 'rimac')];
    const entries = choiceEntries(actions, name);
    expect(entries.map((e) => (e.kind === 'embarkGroup' ? e.piece : null))).toEqual(['cl-inf-buin-1', 'cl-inf-2nd']);
    const buin = entries[0]!;
    expect(buin.kind === 'embarkGroup' && buin.actions).toEqual([actions[0], actions[1]]);
    // The second step: the group's own actions, one button per transport.
    const second = choiceEntries(buin.kind === 'embarkGroup' ? buin.actions : [], name);
    expect(second).toEqual([{ kind: 'action', action: actions[0] }, { kind: 'action', action: actions[1] }]);
  });

  it('7.1 Supply Columns alike are one button, counted, with one embarkation per transport', () => {
    const actions = [embark('sc-1', 'loa'), embark('sc-1', 'rimac'), embark('sc-2', 'loa'), embark('sc-2', 'rimac'), embark('cl-inf-2nd', 'loa')];
    const entries = choiceEntries(actions, name);
    expect(entries).toEqual([
      { kind: 'embarkGroup', piece: 'sc-1', count: 2, actions: [actions[0], actions[1]] },
      { kind: 'embarkGroup', piece: 'cl-inf-2nd', count: 1, actions: [actions[4]] },
    ]);
  });

  it('6.0 Supply Columns of different nations are not alike: each nation its own button', () => {
    const actions = [embark('sc-1', 'loa'), embark('sc-3', 'loa')];
    expect(choiceEntries(actions, name).map((e) => e.kind === 'embarkGroup' && [e.piece, e.count])).toEqual([['sc-1', 1], ['sc-3', 1]]);
  });

  it('one kind of piece only: the transports straight away, alike pieces once per transport', () => {
    const actions = [embark('sc-1', 'loa'), embark('sc-2', 'loa'), embark('sc-1', 'rimac')];
    expect(choiceEntries(actions, name)).toEqual([{ kind: 'action', action: actions[0] }, { kind: 'action', action: actions[2] }]);
  });

  it('every other action is a button of its own, in its place', () => {
    const sail: Action = { type: 'sail', side: 'chile', stack: 's1', to: '3123' };
    const debark: Action = { type: 'debark', side: 'chile', piece: 'cl-inf-2nd' };
    const actions = [sail, embark('sc-1', 'loa'), embark('cl-inf-2nd', 'loa'), debark];
    expect(choiceEntries(actions, name).map((e) => (e.kind === 'action' ? e.action.type : `group:${e.piece}`))).toEqual(['sail', 'group:sc-1', 'group:cl-inf-2nd', 'debark']);
  });
});
