import { controller } from '../control/controller';
import { describe, expect, it } from 'vitest';
import { landUnit, RECRUIT_POOLS, REINFORCEMENT_SCHEDULE, reinforcementsFor } from '../counters';
import type { Nation } from '../map/types';
import { distance } from '../hex';
import { legalActions } from '../legalActions';
import { getMap } from '../map/getMap';
import { newGame } from '../newGame';
import type { Action } from '../actions';
import type { GameState } from '../state';
import { applyAction } from '../applyAction';
import { act } from '../testing/play';
import { pieceSide, unplacedPieces } from './pieceSide';
import { townHex } from '../map/townHexes';

const map = getMap();
const placesFor = (s: GameState, piece: string) =>
  legalActions(s).flatMap((a: Action) => (a.type === 'setupPlace' && a.piece === piece ? [a.to] : []));
const hexesFor = (s: GameState, piece: string) => placesFor(s, piece).flatMap((l) => (l.kind === 'hex' ? [l.hex] : []));
const chileSetup = () => act(act(newGame({ seed: 's' }), { type: 'historicalSetup', side: 'allied' }).state, { type: 'endPhase', side: 'allied' }).state;

describe('set-up', () => {
  it('3.1 the Allies set up first and may not finish with pieces unplaced', () => {
    const s = newGame({ seed: 's' });
    expect(s.side).toBe('allied');
    expect(legalActions(s).some((a) => a.type === 'endPhase')).toBe(false);
    const r = applyAction(s, { type: 'endPhase', side: 'allied' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ILLEGAL', rule: '3.1' });
  });

  it('3.2 the Zepita regiment sets up reduced, within three hexes of Lima but not in Lima, on land', () => {
    const s = newGame({ seed: 's' });
    expect(s.units['pe-inf-zepita']?.steps).toBe(1);
    const hexes = hexesFor(s, 'pe-inf-zepita');
    expect(hexes.length).toBeGreaterThan(5);
    expect(hexes).not.toContain('2008');
    expect(hexes).toContain('2007');
    for (const h of hexes) {
      expect(distance('2008', h)).toBeLessThanOrEqual(3);
      expect(['sea', 'lake']).not.toContain(map.hexes[h]!.terrain);
    }
    expect(placesFor(s, 'pe-inf-zepita').some((l) => l.kind === 'holdingBox')).toBe(false);
  });

  it('3.2 the two generic battalions set up in Iquique and/or Pisagua only', () => {
    const s = newGame({ seed: 's' });
    expect(hexesFor(s, 'pe-inf-gen-bn-1').sort()).toEqual([townHex(map, 'Iquique'), townHex(map, 'Pisagua')].sort());
  });

  it('3.2 the cavalry battalion sets up in Lima', () => {
    expect(hexesFor(newGame({ seed: 's' }), 'pe-cav-gen-bn-1')).toEqual(['2008']);
  });

  it('3.2 Peruvian naval units set up in Peruvian ports only', () => {
    const hexes = hexesFor(newGame({ seed: 's' }), 'pe-ship-huascar');
    expect(hexes).toContain('2007');
    expect(hexes).toContain('3116');
    for (const h of hexes) expect(map.hexes[h]!.town).toMatchObject({ nation: 'peru', port: true });
  });

  it('3.2 the Lima regiment waits in the Peruvian recruit pool; 3.5 Santiago and Esmeralda in the Chilean one', () => {
    const s = newGame({ seed: 's' });
    for (const id of [...RECRUIT_POOLS.peru, ...RECRUIT_POOLS.chile]) expect(s.units[id]?.location).toEqual({ kind: 'recruitPool' });
  });

  it('3.3 Bolivian units and their Supply Column set up in La Paz (3513) and/or Oruro (3616)', () => {
    const s = newGame({ seed: 's' });
    expect(hexesFor(s, 'bo-inf-colorados').sort()).toEqual(['3513', '3616']);
    const bolCol = Object.entries(s.supply).find(([, c]) => c.nation === 'bolivia')![0];
    expect(hexesFor(s, bolCol).sort()).toEqual(['3513', '3616']);
  });

  it('3.4 / 3.6 reinforcements wait on the turn track in the box of their R-turn', () => {
    const s = newGame({ seed: 's' });
    for (const [turn, byNation] of Object.entries(REINFORCEMENT_SCHEDULE)) {
      for (const nation of Object.keys(byNation) as Nation[]) {
        // The counters of the game's 9.0 reading (the English lists by default).
        for (const id of reinforcementsFor(Number(turn), nation, s.options).units) {
          if (landUnit(id).setupGroup !== 'turn-track') continue;
          expect(s.units[id]?.location, id).toEqual({ kind: 'turnTrack', turn: Number(turn) });
        }
      }
    }
  });

  it('3.2 / 9.0 forts: Callao and La Paz stand at the start; Iquique (R2) and Arica (R4) wait', () => {
    const s = newGame({ seed: 's' });
    expect(s.forts['pe-fort-callao']?.status).toBe('standing');
    expect(s.forts['bo-fort-la-paz']?.status).toBe('standing');
    expect(s.forts['pe-fort-iquique']?.status).toBe('waiting');
    expect(s.forts['pe-fort-arica']?.status).toBe('waiting');
  });

  it('3.5 Chile sets up second: reduced units and all naval units in Antofagasta (3123) and/or the Chile Holding Box', () => {
    const s = chileSetup();
    expect(s.side).toBe('chile');
    expect(s.units['cl-inf-buin-1']?.steps).toBe(1);
    const places = placesFor(s, 'cl-inf-buin-1');
    expect(places).toEqual(expect.arrayContaining([{ kind: 'hex', hex: '3123' }, { kind: 'holdingBox' }]));
    expect(places).toHaveLength(2);
    expect(placesFor(s, 'cl-ship-cochrane')).toHaveLength(2);
  });

  it('3.5 (ES option) the 1st artillery regiment sets up only with the option on', () => {
    expect(newGame({ seed: 1 }).units['cl-art-1st']).toBeUndefined();
    expect(newGame({ seed: 1, options: { chileanSetupArtillery: true } }).units['cl-art-1st']).toMatchObject({ steps: 1, location: { kind: 'unplaced' } });
  });

  it('3.1 a piece may be placed and placed again until its side finishes', () => {
    let s = newGame({ seed: 's' });
    s = act(s, { type: 'setupPlace', side: 'allied', piece: 'pe-inf-zepita', to: { kind: 'hex', hex: '2007' } }).state;
    expect(s.units['pe-inf-zepita']?.location).toEqual({ kind: 'hex', hex: '2007' });
    expect(hexesFor(s, 'pe-inf-zepita')).not.toContain('2007');
    s = act(s, { type: 'setupPlace', side: 'allied', piece: 'pe-inf-zepita', to: { kind: 'hex', hex: hexesFor(s, 'pe-inf-zepita')[0]! } }).state;
    expect(s.units['pe-inf-zepita']?.location.kind).toBe('hex');
  });

  it('3.2 refuses a placement the rules forbid (Zepita in Lima)', () => {
    const r = applyAction(newGame({ seed: 's' }), { type: 'setupPlace', side: 'allied', piece: 'pe-inf-zepita', to: { kind: 'hex', hex: '2008' } });
    expect(r.ok).toBe(false);
  });

  it('3.1 the historical set-up is legal: every piece placed where its set-up group allows, then both sides finish', () => {
    let s = newGame({ seed: 'h' });
    for (const side of ['allied', 'chile'] as const) {
      const before = s;
      s = act(s, { type: 'historicalSetup', side }).state;
      expect(unplacedPieces(s, side)).toEqual([]);
      for (const [id, u] of [...Object.entries(s.units), ...Object.entries(s.ships), ...Object.entries(s.supply)]) {
        const was = ({ ...before.units, ...before.ships, ...before.supply } as Record<string, { location: { kind: string } }>)[id]!;
        if (was.location.kind !== 'unplaced' || pieceSide(before, id) !== side) continue;
        const allowed = placesFor(before, id);
        const col = before.supply[id];
        // Unplaced columns of a nation are offered through the first one only; they are alike.
        const probe = col ? Object.entries(before.supply).find(([, c]) => c.nation === col.nation && c.location.kind === 'unplaced')![0] : id;
        expect(col ? placesFor(before, probe) : allowed, id).toContainEqual(u.location);
      }
      s = act(s, { type: 'endPhase', side }).state;
    }
    expect(s).toMatchObject({ turn: 1, side: 'chile', phase: 'administrative' });
  });

  it('3.0 when set-up ends each side controls the hexes its land units occupy', () => {
    let s = newGame({ seed: 'h' });
    for (const side of ['allied', 'chile'] as const) s = act(act(s, { type: 'historicalSetup', side }).state, { type: 'endPhase', side }).state;
    expect(controller(s, '3123')).toBe('chile');
    expect(controller(s, '2007')).toBe('allied');
    expect(controller(s, '3513')).toBe('allied');
  });
});

describe('forts and the map agree', () => {
  it('3.2 / 9.0 every fort stands in a town of its own name that the map marks as a fort site', async () => {
    const { FORTS } = await import('../counters');
    for (const f of FORTS) {
      expect(townHex(map, f.name), f.id).toBe(f.hex);
      expect(map.hexes[f.hex]?.town?.fort, f.id).toBe(true);
    }
  });
});
