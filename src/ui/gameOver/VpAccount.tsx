import { getMap, type PlayerView } from '../../engine';
import { hexName } from '../describe';
import { t } from '../i18n';
import { vpMargin, type VpMargin } from './vpMargin';
import { vpSources } from './vpSources';

function marginText(m: VpMargin, rule: string): string {
  switch (m.kind) {
    case 'checkWin':
      return t('gameOver.margin.checkWin', { vp: m.fewer, rule });
    case 'suddenDeath':
      return t('gameOver.margin.suddenDeath', { vp: m.more, rule });
    case 'finalWin':
      return t('gameOver.margin.finalWin', { vp: m.fewer, rule });
    case 'draw':
      return t('gameOver.margin.draw', { more: m.more, fewer: m.fewer, rule });
    case 'finalLoss':
      return t('gameOver.margin.finalLoss', { toDraw: m.toDraw, toWin: m.toWin, rule });
  }
}

/**
 * The end of the game's reckoning (5.1–5.5): where Chile's VP came from — each objective hex held, the
 * naval bonus — and how many VP more or fewer would have changed the result (QA round 17: the end
 * screen gave the total alone, and every VP circle on the map looked alike).
 */
export function VpAccount({ view }: { view: PlayerView }) {
  const result = view.result;
  if (!result) return null;
  const { hexes, bonus } = vpSources(view, getMap(view.options));
  const margin = vpMargin(result);
  return (
    <section className="vp-account" data-testid="vp-account" aria-label={t('gameOver.account', { vp: result.chileVp })}>
      <p>{t('gameOver.account', { vp: result.chileVp })}</p>
      <ul>
        {hexes.map(({ hex, vp }) => (
          <li key={hex} data-vp-hex={hex}>{t('gameOver.accountHex', { hex: hexName(hex), vp })}</li>
        ))}
        {bonus > 0 && <li data-vp-bonus>{t('gameOver.accountBonus', { vp: bonus })}</li>}
        {hexes.length === 0 && bonus === 0 && <li>{t('gameOver.accountNone')}</li>}
      </ul>
      {margin && <p className="vp-margin" data-testid="vp-margin">{marginText(margin, result.rule)}</p>}
    </section>
  );
}
