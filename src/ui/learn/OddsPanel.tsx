import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getMap, interceptionOdds, landMoveOdds, raidOdds, type GameState,
} from '../../engine';
import { hexName, pieceLabel } from '../describe';
import { t } from '../i18n';
import { legalActionsOf, sideToAct, useGameStore } from '../store';

const pct = (p: number) => `${Math.round(p * 100)}%`;
/**
 * The odds of what the player is about to commit to, computed exactly from the dice (issue 11). A land
 * attack's and a shot's are shown by the combat panel, next to the button that rolls (src/ui/combat).
 */
function oddsLines(game: GameState): string[] {
  const map = getMap(game.options);
  const pending = game.pending.at(-1);
  if (!pending) {
    // 7.6 raids the phasing player may choose now.
    return legalActionsOf(game)
      .flatMap((a) => (a.type === 'raid' ? [a] : []))
      .slice(0, 6)
      .map((a) => {
        const o = raidOdds(a.ship, a.target, game.ships[a.ship]?.damaged ?? false);
        const fort = o.fortFire ? t('odds.fortFire', { p: pct(o.fortFire.pHit), crit: pct(o.fortFire.pCritical) }) : '';
        return t('odds.raid', { ship: pieceLabel(a.ship), target: pieceLabel(a.target), p: pct(o.pHit) }) + fort;
      });
  }
  switch (pending.kind) {
    case 'formMove': {
      const o = landMoveOdds(game, map, pending.side, pending.from, pending.pieces);
      const far = o.reach.slice(-1)[0];
      return [
        t('odds.attrition', { p: pct(o.pAttrition) }),
        ...o.reach.slice(0, 6).map((r) => t('odds.reach', { place: r.space === 'holdingBox' ? t('tray.holdingBox') : hexName(r.space), p: pct(r.pReach), cost: r.cost })),
        ...(far && o.reach.length > 6 ? [t('odds.reachFar', { count: o.reach.length - 6 })] : []),
      ];
    }
    case 'interception': {
      const hexes = pending.chosen.length ? pending.chosen : pending.eligible;
      return hexes.map((h) => t('odds.intercept', { place: hexName(h), p: pct(interceptionOdds(game, map, [h], pending.hex).pSuccess) }));
    }
    default:
      return [];
  }
}

export function OddsPanel() {
  const game = useGameStore((s) => s.game);
  const viewer = useGameStore((s) => s.viewer);
  const replaying = useGameStore((s) => s.replay !== null);
  const { i18n } = useTranslation();
  // Issue 17: odds only for the player at the screen's own decisions (never during a bot's or the other player's turn).
  const lines = useMemo(() => (replaying || sideToAct(game) !== viewer ? [] : oddsLines(game)), [game, viewer, replaying, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  if (lines.length === 0) return null;
  return (
    <section className="odds" aria-label={t('odds.title')} data-testid="odds">
      <h2>{t('odds.title')}</h2>
      <ul>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </section>
  );
}
