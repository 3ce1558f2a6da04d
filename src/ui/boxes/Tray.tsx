import { useView } from '../pieces/useView';
import { CounterBox } from './CounterBox';
import { TurnTrack } from './TurnTrack';

/** Everything off the map: the Chile Holding Box, the recruit pools, the dead piles and the turn track. */
export function Tray() {
  const { view, places } = useView();
  const get = (key: string) => places.get(key) ?? [];
  return (
    <div className="tray" data-testid="tray">
      <TurnTrack places={places} turn={view.turn} vpRecord={view.vpRecord} />
      <div className="boxes">
        <CounterBox title="Chile Holding Box" placeKey="holdingBox" pieces={get('holdingBox')} className="side-chile" />
        <CounterBox title="Chilean recruit pool" placeKey="recruitPool:chile" pieces={get('recruitPool:chile')} className="side-chile" />
        <CounterBox title="Peruvian recruit pool" placeKey="recruitPool:peru" pieces={get('recruitPool:peru')} className="side-peru" />
        <CounterBox title="Bolivian recruit pool" placeKey="recruitPool:bolivia" pieces={get('recruitPool:bolivia')} className="side-bolivia" />
        <CounterBox title="Dead pile: Chile" placeKey="deadPile:chile" pieces={get('deadPile:chile')} />
        <CounterBox title="Dead pile: Allies" placeKey="deadPile:allied" pieces={get('deadPile:allied')} />
      </div>
    </div>
  );
}
