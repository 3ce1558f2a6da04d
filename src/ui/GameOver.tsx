import { LAND_UNITS, SHIPS } from '../engine/counters';
import { FINAL_DRAW_FROM, sideOf, VICTORY_CHECKS, type PlayerView, type Side } from '../engine';
import { say, SIDE_NAMES, sideWithArticle } from './describe';
import { download, gameFileName, gameFileText } from './files/saveFile';
import { VpAccount } from './gameOver/VpAccount';
import { HISTORY_VP } from './history/historyVp';
import { t } from './i18n';
import { useGameStore, type LogEntry } from './store';

/** 5.2–5.4 (the engine's table): the VP Chile needs at each check to win, and the sudden death below 2 VP at turns 5 and 9. */
const CHECKS = Object.entries(VICTORY_CHECKS).map(([turn, c]) => ({ turn: Number(turn), wins: c.win, rule: c.rule }));
const SUDDEN_DEATH = Math.min(...Object.values(VICTORY_CHECKS).flatMap((c) => (c.suddenDeathBelow === null ? [] : [c.suddenDeathBelow])));
const LAST_CHECK = Math.max(...CHECKS.map((c) => c.turn));
const LAST_WIN = VICTORY_CHECKS[LAST_CHECK]!.win;
const SUDDEN_DEATH_LAST = Math.max(...Object.entries(VICTORY_CHECKS).flatMap(([turn, c]) => (c.suddenDeathBelow === null ? [] : [Number(turn)])));

/**
 * Chile's VP at the end of each game turn, against what each check of 5.2–5.4 asks: a caption, both
 * axes labelled (game turn 1–12, VP), each check's winning mark ("6+"), the last check's draw band
 * (13–17), the sudden-death line at 2 VP, the war as it was fought (HISTORY_VP) as a dotted line, and
 * under the drawing what the marks, the band and the lines mean. Drawn in a 270×170 box (about the
 * side panel's width, so its words read at their size) and scaled to the card's width (narrower on a tablet).
 */
function VpChart({ record }: { record: PlayerView['vpRecord'] }) {
  const w = 270;
  const h = 170;
  const left = 30;
  const right = 56;
  const top = 8;
  const bottom = 34;
  const max = 24;
  const x = (turn: number) => left + ((turn - 1) / 11) * (w - left - right);
  const y = (vp: number) => h - bottom - (Math.min(vp, max) / max) * (h - top - bottom);
  return (
    <figure className="vp-chart-figure">
      <figcaption>{t('gameOver.chart')}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} width="100%" style={{ maxWidth: w }} role="img" aria-label={t('gameOver.chart')} className="vp-chart">
        {[0, 6, 12, 18, 24].map((vp) => (
          <g key={vp}>
            <line x1={left} y1={y(vp)} x2={w - right} y2={y(vp)} stroke="#ddd" />
            <text x={left - 4} y={y(vp) + 3} fontSize={11} textAnchor="end">{vp}</text>
          </g>
        ))}
        <line x1={left} y1={h - bottom} x2={w - right} y2={h - bottom} stroke="#333" />
        <line x1={left} y1={top} x2={left} y2={h - bottom} stroke="#333" />
        <text x={10} y={(top + h - bottom) / 2} fontSize={11} textAnchor="middle" transform={`rotate(-90 10 ${(top + h - bottom) / 2})`}>{t('gameOver.axisVp')}</text>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((turn) => (
          <text key={turn} x={x(turn)} y={h - bottom + 12} fontSize={11} textAnchor="middle">{turn}</text>
        ))}
        <text x={(left + w - right) / 2} y={h - 6} fontSize={11} textAnchor="middle">{t('gameOver.axisTurn')}</text>
        <line x1={left} y1={y(SUDDEN_DEATH)} x2={x(SUDDEN_DEATH_LAST)} y2={y(SUDDEN_DEATH)} stroke="#6b4e16" strokeDasharray="3 2" />
        {/* 5.4: the draw band of the last check, 13–17 VP, with its words in the right margin. */}
        <g data-check="draw">
          <rect x={x(LAST_CHECK) - 5} y={y(LAST_WIN - 1)} width={10} height={y(FINAL_DRAW_FROM) - y(LAST_WIN - 1)} fill="#9a8a5a" opacity={0.55} />
          <text x={x(LAST_CHECK) + 7} y={y((FINAL_DRAW_FROM + LAST_WIN - 1) / 2) - 1} fontSize={11} fill="#5e5230">
            {t('gameOver.drawBand', { from: FINAL_DRAW_FROM, to: LAST_WIN - 1 })}
          </text>
          <text x={x(LAST_CHECK) + 7} y={y((FINAL_DRAW_FROM + LAST_WIN - 1) / 2) + 10} fontSize={11} fill="#5e5230">
            {t('gameOver.drawWord')}
          </text>
        </g>
        {/* The war as it was fought, faint under the game's own track. */}
        <polyline className="vp-history" points={HISTORY_VP.map((r) => `${x(r.turn)},${y(r.chileVp)}`).join(' ')} fill="none" stroke="#8c8c8c" strokeWidth={1.5} strokeDasharray="1 2.5" strokeLinecap="round" />
        {/* Chile's VP under the marks' words: the words keep a halo, so a line through them still reads. */}
        <polyline className="vp-game" points={record.map((r) => `${x(r.turn)},${y(r.chileVp)}`).join(' ')} fill="none" stroke="#1f3f7a" strokeWidth={2} />
        {CHECKS.map(({ turn, wins, rule }) => (
          <g key={rule} data-check={rule}>
            <rect x={x(turn) - 5} y={y(wins) - 1} width={10} height={2.5} fill="#b3202a" />
            <text x={x(turn) + 7} y={y(wins) + 3} fontSize={11} fill="#b3202a" stroke="#fffaf0" strokeWidth={3} paintOrder="stroke">
              {t('gameOver.wins', { vp: wins })}
            </text>
          </g>
        ))}
        {record.map((r) => (
          <circle key={r.turn} cx={x(r.turn)} cy={y(r.chileVp)} r={3} fill="#1f3f7a">
            <title>{t('gameOver.point', { turn: r.turn, vp: r.chileVp })}</title>
          </circle>
        ))}
      </svg>
      {/* What the marks mean, in words at the page's size (in the drawing they crossed the line of VP: table QA). */}
      <ul className="vp-chart-legend">
        <li>{t('gameOver.legendWins', { checks: CHECKS.map((c) => t('gameOver.checkWin', { turn: c.turn, vp: c.wins, rule: c.rule })).join('; ') })}</li>
        <li>{t('gameOver.legendSudden', { vp: SUDDEN_DEATH })}</li>
        <li>{t('gameOver.legendDraw', { turn: LAST_CHECK, from: FINAL_DRAW_FROM, to: LAST_WIN - 1 })}</li>
        <li>{t('gameOver.legendHistory', { checks: CHECKS.map((c) => t('gameOver.historyAt', { turn: c.turn, vp: HISTORY_VP.find((h) => h.turn === c.turn)?.chileVp ?? 0 })).join(', ') })}</li>
      </ul>
    </figure>
  );
}

const LAND_UNIT_SIDE: ReadonlyMap<string, Side> = new Map(LAND_UNITS.map((u) => [u.id, sideOf(u.nation)]));

/**
 * The land units each side lost in the game, as eliminations: a unit eliminated, rebuilt (6.3) and
 * eliminated again counts twice, so the column reads "land units eliminated". (It counted the dead
 * pile at the end, which forgets every unit rebuilt since: a tester read "Allies 0" after Inf Bn 1 fell
 * twice and the Vanguardia and the Aroma once.) Read off the game's log: an `eliminated` land unit (its
 * last step lost in battle or to attrition, 7.6 raided, 8.1 over-stacked) and the land units aboard a
 * ship sunk (`shipSunk` cargo). A unit lying in the dead pile at the end that the log does not show
 * eliminated since it was last placed also counts once: cargo lost with no event naming it (10.1 a
 * ship captured, 4.1 a ship with no port to return to) or a position opened with units already dead.
 * Bolivian units out of the game when Bolivia quits (5.6) are not losses.
 */
function landUnitsEliminated(log: readonly LogEntry[], view: PlayerView): Record<Side, number> {
  const count: Record<Side, number> = { chile: 0, allied: 0 };
  const dead = new Set<string>();
  const lost = (piece: string) => {
    const side = LAND_UNIT_SIDE.get(piece);
    if (side === undefined) return; // a ship or a Supply Column
    count[side] += 1;
    dead.add(piece);
  };
  for (const { event } of log) {
    if (event.type === 'eliminated') lost(event.piece);
    else if (event.type === 'shipSunk') event.cargo.forEach(lost);
    else if (event.type === 'placed') dead.delete(event.piece); // rebuilt (or set up, recruited)
  }
  for (const [id, side] of LAND_UNIT_SIDE) if (view.units[id]?.location.kind === 'deadPile' && !dead.has(id)) count[side] += 1;
  return count;
}

function shipsLost(view: PlayerView, side: Side) {
  return SHIPS.filter((s) => sideOf(s.nation) === side && view.ships[s.id]?.location.kind === 'deadPile').length;
}

/**
 * The seed, whole (QA round 7: it was cut to "war-of-th…"), and whether the dice came from it alone: a
 * game with a dice secret (the default, issue 17) is not the same game from the seed, only from its file.
 */
function GameSeed({ seed }: { seed: string | number }) {
  const secret = useGameStore((s) => s.game.diceSecret !== undefined);
  return (
    <p className="game-seed" data-testid="seed">
      {t(secret ? 'gameOver.seedWithSecret' : 'gameOver.seed', { seed: String(seed) })}
    </p>
  );
}

/** The end of the game: the result (5.2–5.4, sudden death, draw), the VP history, the losses. */
export function GameOver({ view }: { view: PlayerView }) {
  const log = useGameStore((s) => s.log);
  const result = view.result;
  if (!result) return null;
  const unitsLost = landUnitsEliminated(log, view);
  const title = !result.winner
    ? t('gameOver.draw')
    : t(`gameOver.${result.winner === 'chile' ? 'chile' : 'allied'}${result.kind === 'suddenDeath' ? 'SuddenDeath' : 'Victory'}`);
  return (
    <section className="game-over" data-testid="game-over" aria-label={title}>
      <h2>{title}</h2>
      <YourResult winner={result.winner} />
      <p>
        {say(result.summary)} <span className="rule">({result.rule}, {t('gameOver.turn', { turn: result.turn })})</span>
      </p>
      <AfterTheGame />
      {/* Issue 17: the seed is shown only now that the game is over (the view hides it until then). */}
      {view.seed !== null && <GameSeed seed={view.seed} />}
      <VpAccount view={view} />
      <VpChart record={view.vpRecord} />
      <table className="losses">
        <thead>
          <tr><th /><th>{t('gameOver.unitsLost')}</th><th>{t('gameOver.shipsLost')}</th></tr>
        </thead>
        <tbody>
          {(['chile', 'allied'] as const).map((side) => (
            <tr key={side}>
              <th>{SIDE_NAMES[side]}</th>
              <td>{unitsLost[side]}</td>
              <td>{shipsLost(view, side)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Against a bot, the one human player is told in his own words whether he won or lost (the title names
 * only the side: QA round 6). Not in a hot-seat game, where both players read the same screen.
 */
function YourResult({ winner }: { winner: Side | null }) {
  const players = useGameStore((s) => s.players);
  const humans = (['chile', 'allied'] as const).filter((side) => players[side] === 'human');
  if (humans.length !== 1) return null;
  const you = humans[0]!;
  const key = winner === null ? 'gameOver.youDrew' : winner === you ? 'gameOver.youWon' : 'gameOver.youLost';
  return (
    <p className={`your-result ${winner === null ? 'draw' : winner === you ? 'won' : 'lost'}`} data-testid="your-result">
      <strong>{t(key, { side: sideWithArticle(you) })}</strong>
    </p>
  );
}

/** What a player does once the war is over, at hand in the result (QA round 6: only the header had them): replay it, save it, or start another. */
function AfterTheGame() {
  const enterReplay = useGameStore((s) => s.enterReplay);
  const showNewGame = useGameStore((s) => s.showNewGame);
  const save = () => {
    const { game, actions, start, players, gameName } = useGameStore.getState();
    download(gameFileName(game, gameName), gameFileText(game, actions, start, players, gameName));
  };
  return (
    <div className="actions after-the-game" data-testid="after-the-game">
      <button type="button" onClick={() => enterReplay()}>{t('gameOver.replay')}</button>
      <button type="button" onClick={save}>{t('gameOver.save')}</button>
      <button type="button" onClick={showNewGame}>{t('gameOver.newGame')}</button>
    </div>
  );
}
