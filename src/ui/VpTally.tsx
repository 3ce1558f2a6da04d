import { chileVp, FINAL_DRAW_FROM, getMap, VICTORY_CHECKS, VICTORY_CHECK_TURNS } from '../engine';
import { BOLIVIA_QUITS_AT_VP } from '../engine/turn/boliviaQuits';
import { t } from './i18n';
import { useGameStore } from './store';

/** Chile's Victory Points now (5.1) and, while the game goes on, what the next victory check (5.2–5.4) will ask, and when Bolivia quits (5.6). */
export function VpTally() {
  const game = useGameStore((s) => s.game);
  const vp = chileVp(game, getMap(game.options));
  // Once the game is over there is no next check to announce.
  const next = game.result ? undefined : VICTORY_CHECK_TURNS.find((t) => t >= game.turn);
  const check = next ? VICTORY_CHECKS[next] : undefined;
  return (
    <div className="vp-tally" data-testid="vp">
      {/* 5.5: the bonus told apart, so that the total can be checked against the map (table QA round 13). */}
      {game.bonusVp > 0 ? t('panel.vpWithBonus', { vp, bonus: game.bonusVp }) : t('panel.vp', { vp })}
      {next && check && (
        <>
          {' · '}
          {t('panel.nextCheck', { turn: next, win: check.win })}
          {/* 5.4: the last check has three outcomes; a player at 13–17 VP is told a draw is in reach (table QA round 13). */}
          {check.suddenDeathBelow !== null ? t('panel.suddenDeath', { n: check.suddenDeathBelow }) : t('panel.finalBands', { from: FINAL_DRAW_FROM, to: check.win - 1 })} <span className="rule">({check.rule})</span>
        </>
      )}
      {/* 5.6: Bolivia's exit comes at the end of any game turn, not only at a check (a learner lost a
          Bolivian stack of six with no warning: table QA round 11). */}
      {/* On the same line, short (a line of its own pushed a tablet's prompt out of sight); the whole rule in its title. */}
      {!game.result && game.boliviaInWar && (
        <span className="vp-bolivia" data-testid="vp-bolivia" title={t('panel.boliviaQuitsWhen', { vp: BOLIVIA_QUITS_AT_VP })}>
          {' · '}
          {t('panel.boliviaQuits', { vp: BOLIVIA_QUITS_AT_VP })} <span className="rule">(5.6)</span>
        </span>
      )}
    </div>
  );
}
