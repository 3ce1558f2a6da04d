import { LAND_UNITS, SHIPS } from '../engine/counters';
import { sideOf, type PlayerView, type Side } from '../engine';
import { say, SIDE_NAMES } from './describe';
import { t } from './i18n';

/** Chile's VP at the end of each game turn, against the thresholds of 5.2–5.4. */
function VpChart({ record }: { record: PlayerView['vpRecord'] }) {
  const w = 300;
  const h = 120;
  const max = 25;
  const x = (t: number) => 20 + ((t - 1) / 11) * (w - 80);
  const y = (vp: number) => h - 15 - (vp / max) * (h - 25);
  const thresholds: [number, number, string][] = [[5, 6, '5.2'], [9, 8, '5.3'], [12, 18, '5.4']];
  return (
    // Drawn in a 300×120 box and scaled to the card's width (the side panel is narrower on a tablet).
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" style={{ maxWidth: w }} role="img" aria-label={t('gameOver.chart')} className="vp-chart">
      <line x1={20} y1={h - 15} x2={w - 10} y2={h - 15} stroke="#333" />
      {thresholds.map(([t, vp, rule]) => (
        <g key={rule}>
          <rect x={x(t) - 4} y={y(vp) - 1} width={8} height={2} fill="#b3202a" />
          <text x={x(t) + 6} y={y(vp) + 3} fontSize={9} fill="#b3202a">{`${vp} (${rule})`}</text>
        </g>
      ))}
      <polyline points={record.map((r) => `${x(r.turn)},${y(r.chileVp)}`).join(' ')} fill="none" stroke="#1f3f7a" strokeWidth={2} />
      {record.map((r) => (
        <g key={r.turn}>
          <circle cx={x(r.turn)} cy={y(r.chileVp)} r={3} fill="#1f3f7a" />
          <text x={x(r.turn)} y={h - 3} fontSize={9} textAnchor="middle">{r.turn}</text>
        </g>
      ))}
    </svg>
  );
}

function losses(view: PlayerView, side: Side) {
  const units = LAND_UNITS.filter((u) => sideOf(u.nation) === side && view.units[u.id]?.location.kind === 'deadPile').length;
  const ships = SHIPS.filter((s) => sideOf(s.nation) === side && view.ships[s.id]?.location.kind === 'deadPile').length;
  return { units, ships };
}

/** The end of the game: the result (5.2–5.4, sudden death, draw), the VP history, the losses. */
export function GameOver({ view }: { view: PlayerView }) {
  const result = view.result;
  if (!result) return null;
  const title = !result.winner
    ? t('gameOver.draw')
    : t(`gameOver.${result.winner === 'chile' ? 'chile' : 'allied'}${result.kind === 'suddenDeath' ? 'SuddenDeath' : 'Victory'}`);
  return (
    <section className="game-over" data-testid="game-over" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {say(result.summary)} <span className="rule">({result.rule}, {t('gameOver.turn', { turn: result.turn })})</span>
      </p>
      {/* Issue 17: the seed is shown only now that the game is over (the view hides it until then). */}
      {view.seed !== null && <p className="seed" data-testid="seed">{t('gameOver.seed', { seed: String(view.seed) })}</p>}
      <VpChart record={view.vpRecord} />
      <table className="losses">
        <thead>
          <tr><th /><th>{t('gameOver.unitsLost')}</th><th>{t('gameOver.shipsLost')}</th></tr>
        </thead>
        <tbody>
          {(['chile', 'allied'] as const).map((side) => (
            <tr key={side}>
              <th>{SIDE_NAMES[side]}</th>
              <td>{losses(view, side).units}</td>
              <td>{losses(view, side).ships}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
