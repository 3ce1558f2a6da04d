import { describe, expect, it } from 'vitest';
import { BOTS } from '../../bots/bots';
import { checkPlayers, PLAYERS, unknownPlayersNotice } from './players';

describe('the players a file or saved game names', () => {
  it('knows exactly the bots this edition has, and humans', () => {
    expect([...PLAYERS].sort()).toEqual(['human', ...Object.keys(BOTS)].sort());
  });
  it('nothing said: two humans', () => {
    expect(checkPlayers(undefined)).toEqual({ players: { chile: 'human', allied: 'human' }, unknown: [] });
    expect(checkPlayers({})).toEqual({ players: { chile: 'human', allied: 'human' }, unknown: [] });
  });
  it('keeps known bots, and puts a human in place of an unknown or malformed name, listing it', () => {
    const r = checkPlayers({ chile: 'alphago', allied: { bot: 'search' } });
    expect(r.players).toEqual({ chile: 'human', allied: 'human' });
    expect(r.unknown).toEqual([{ side: 'chile', name: 'alphago' }, { side: 'allied', name: '[object Object]' }]);
    expect(checkPlayers({ chile: 'search', allied: 'random' }).players).toEqual({ chile: 'search', allied: 'random' });
  });
  it('admits a lesson\'s scripted side only where asked', () => {
    expect(checkPlayers({ chile: 'lesson' }).players.chile).toBe('human');
    expect(checkPlayers({ chile: 'lesson' }, ['lesson']).players.chile).toBe('lesson');
  });
  it('tells the player which name was not known, for which side', () => {
    expect(unknownPlayersNotice([])).toBeNull();
    expect(unknownPlayersNotice([{ side: 'chile', name: 'alphago' }])).toMatch(/alphago.*Chile/);
  });
});
