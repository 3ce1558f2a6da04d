import { describe, expect, it } from 'vitest';
import { getMap } from './getMap';
import { portsOf } from './portsOf';

describe('portsOf', () => {
  it('2.4 lists the ports of a nation, Callao and Arica among Peru\'s, none inland', () => {
    const map = getMap();
    const peru = portsOf(map, 'peru');
    expect(peru).toEqual(expect.arrayContaining(['2007', '3116']));
    expect(peru).not.toContain('3115'); // Tacna is inland
    for (const h of peru) expect(map.hexes[h]!.town).toMatchObject({ nation: 'peru', port: true });
    expect(portsOf(map, 'bolivia')).toContain('3123');
  });
});
