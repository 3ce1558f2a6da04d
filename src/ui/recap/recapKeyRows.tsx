import type { ReactNode } from 'react';
import { t } from '../i18n';
import { ArrowMarker, BattleMark, InterceptionMark, LandingMark, MovePath } from './RecapMarks';

/** A map key row: what the key shows and says. */
export interface KeyRow {
  readonly id: string;
  readonly swatch: ReactNode;
  readonly label: string;
}

/** A swatch (26 × 18) holds the map's drawing at this scale, drawn in `.recap-layer` so recap.css colours it. */
const SCALE = 0.6;
const CX = 13 / SCALE;
const CY = 9 / SCALE;

const Drawn = ({ children }: { children: ReactNode }) => (
  <g className="recap-layer" transform={`scale(${SCALE})`}>
    {children}
  </g>
);

/**
 * The recap's marks in the map key (issue 19), each drawn as RecapLayer draws it (RecapMarks): a
 * march and a voyage with their arrowheads, a landing, a land and a naval battle, an interception.
 * A sinking outside a battle has no mark (it is told in the panel only).
 */
export function recapKeyRows(): KeyRow[] {
  return [
    {
      id: 'recap-march',
      swatch: (
        <Drawn>
          <defs>
            <ArrowMarker id="recap-key-arrow-chile" side="chile" />
            <ArrowMarker id="recap-key-arrow-allied" side="allied" />
          </defs>
          <MovePath side="chile" naval={false} points={`4,${CY - 7} ${2 * CX - 14},${CY - 7}`} arrow="recap-key-arrow-chile" />
          <MovePath side="allied" naval={false} points={`4,${CY + 7} ${2 * CX - 14},${CY + 7}`} arrow="recap-key-arrow-allied" />
        </Drawn>
      ),
      label: t('recap.keyMarch'),
    },
    {
      id: 'recap-voyage',
      swatch: (
        <Drawn>
          <defs>
            <ArrowMarker id="recap-key-arrow-voyage" side="chile" />
          </defs>
          <MovePath side="chile" naval points={`4,${CY} ${2 * CX - 14},${CY}`} arrow="recap-key-arrow-voyage" />
        </Drawn>
      ),
      label: t('recap.keyVoyage'),
    },
    { id: 'recap-landing', swatch: <Drawn><LandingMark x={CX} y={CY} /></Drawn>, label: t('recap.keyLanding') },
    { id: 'recap-battle', swatch: <Drawn><BattleMark x={CX} y={CY} naval={false} /></Drawn>, label: t('recap.keyBattle') },
    { id: 'recap-naval-battle', swatch: <Drawn><BattleMark x={CX} y={CY} naval /></Drawn>, label: t('recap.keyNavalBattle') },
    { id: 'recap-interception', swatch: <Drawn><InterceptionMark x={CX} y={CY} side="allied" /></Drawn>, label: t('recap.keyInterception') },
  ];
}
