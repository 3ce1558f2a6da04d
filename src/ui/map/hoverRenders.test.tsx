import 'fake-indexeddb/auto';
import { act, fireEvent, render } from '@testing-library/react';
import { memo, Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameStore } from '../store';
import { MapView } from './MapView';

/**
 * Issue 22: hovering a hex does not re-render the map's layers. Each layer module is replaced by the
 * same component with a React Profiler inside it (keeping its memo and comparison exactly as they are),
 * so a layer's Profiler reports a render only when the layer itself rendered. Rerun it with
 * `npx vitest run --project component src/ui/map/hoverRenders.test.tsx` (docs/benchmarks.md).
 */
const profile = vi.hoisted(() => {
  const renders = new Map<string, number>();
  const durations = new Map<string, number>();
  const record = (id: string, actualDuration: number) => {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    durations.set(id, (durations.get(id) ?? 0) + actualDuration);
  };
  return { renders, durations, record };
});

interface MemoLike {
  readonly $$typeof?: symbol;
  readonly type?: ComponentType<object>;
  readonly compare?: ((a: object, b: object) => boolean) | null;
}

/** The component `C` with a Profiler named `id` inside it: memoised (with C's comparison) when C is. */
function profiled(id: string, C: unknown): ComponentType<object> {
  const m = C as MemoLike;
  const memoised = m.$$typeof === Symbol.for('react.memo');
  const Base = (memoised ? m.type : C) as ComponentType<object>;
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => profile.record(id, actualDuration);
  const Inner = (props: object) => (
    <Profiler id={id} onRender={onRender}>
      <Base {...props} />
    </Profiler>
  );
  return memoised ? memo(Inner, m.compare ?? undefined) : Inner;
}

function profiledModule<M extends Record<string, unknown>>(module: M): M {
  return Object.fromEntries(Object.entries(module).map(([k, v]) => [k, /(Layer|Target)$/.test(k) ? profiled(k, v) : v])) as M;
}

vi.mock('./CounterLayer', async (original) => profiledModule(await original<Record<string, unknown>>()));
vi.mock('./HighlightLayer', async (original) => profiledModule(await original<Record<string, unknown>>()));
vi.mock('./RouteLayer', async (original) => profiledModule(await original<Record<string, unknown>>()));
vi.mock('./HoldingBoxTarget', async (original) => profiledModule(await original<Record<string, unknown>>()));
vi.mock('./layers', async (original) => profiledModule(await original<Record<string, unknown>>()));

const LAYERS = ['TerrainLayer', 'NavalAreaLayer', 'RiverLayer', 'RailroadLayer', 'TownLayer', 'HoldingBoxLayer', 'HighlightLayer', 'RouteLayer', 'CounterLayer', 'TownLabelLayer', 'HoldingBoxTarget'];
const HOVERS = 20;

describe('hovering the map (issue 22)', () => {
  beforeEach(() => {
    useGameStore.getState().startGame({ seed: 'hover', setup: 'historical' });
    // The pointer has moved since the game began (a hover right at the start is ignored: QA round 5).
    useGameStore.getState().wakeHover();
  });

  it(`hovering ${HOVERS} hexes and the Holding Box re-renders no map layer, and the card shows each place`, () => {
    const map = { commits: 0, duration: 0 };
    const { container, getByTestId } = render(
      <Profiler id="MapView" onRender={(_id, _phase, actualDuration) => { map.commits++; map.duration += actualDuration; }}>
        <MapView />
      </Profiler>,
    );
    const hexes = [...container.querySelectorAll<SVGPolygonElement>('polygon[data-hex]')].slice(400, 400 + HOVERS);
    expect(hexes).toHaveLength(HOVERS);
    for (const layer of LAYERS) expect(profile.renders.get(layer), `${layer} drawn once`).toBeGreaterThan(0);
    profile.renders.clear();
    profile.durations.clear();
    map.commits = 0;
    map.duration = 0;

    for (const hex of hexes) {
      act(() => void fireEvent.mouseEnter(hex));
      expect(getByTestId('hex-readout').textContent).toContain(hex.getAttribute('data-hex')!);
    }
    act(() => void fireEvent.mouseEnter(container.querySelector('[data-place="holdingBox"]')!));
    expect(getByTestId('hex-card').getAttribute('data-card-place')).toBe('holdingBox');
    act(() => void fireEvent.mouseEnter(container.querySelector('[data-stack="2007"]')!));
    expect(getByTestId('hex-card').getAttribute('data-card-place')).toBe('2007');

    const perLayer = Object.fromEntries(LAYERS.map((l) => [l, { renders: profile.renders.get(l) ?? 0, ms: +(profile.durations.get(l) ?? 0).toFixed(2) }]));
    console.info(`[hover profile] ${HOVERS} hovers: ${map.commits} commits, ${map.duration.toFixed(1)} ms actual duration under MapView`, JSON.stringify(perLayer));
    for (const layer of LAYERS) expect(profile.renders.get(layer) ?? 0, `${layer} re-rendered by a hover`).toBe(0);
  });
});
