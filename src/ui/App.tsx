import { MapView } from './map/MapView';
import { PhasePanel } from './PhasePanel';
import { useGameStore } from './store';

export function App() {
  const seed = useGameStore((s) => s.game.seed);
  return (
    <div className="app">
      <header className="app-header">
        <h1>War of the Pacific, 1879</h1>
        <span className="seed" data-testid="seed">seed {String(seed)}</span>
      </header>
      <main className="app-main">
        <MapView />
        <PhasePanel />
      </main>
    </div>
  );
}
