import type { Action } from '../../engine';
import { t } from '../i18n';
import type { HexActions } from '../play/useHexActions';

/**
 * Whether the hex cursor's hex is lit for what the player has picked, and what Enter does there, as
 * the map tints it (HighlightLayer, NavalOrdersLayer) and as a click there acts (usePlaceClick): an NADC
 * for the ships picked (4.1 I, 4.2: `order`, already worded), the legal actions aimed at the hex, the
 * MP to reach it during a land move (8.2); else that it is not lit.
 */
export function cursorLit(hex: string, actions: HexActions, order: string | null, label: (a: Action) => string): string {
  if (order) return t('keys.lit', { what: order });
  const here = actions.byPlace.get(hex) ?? [];
  if (here.length === 1) return t('keys.lit', { what: label(here[0]!) });
  if (here.length > 1) return t('keys.litChoices', { count: here.length });
  const reach = actions.reach.get(hex);
  if (reach) return t('keys.litReach', { cost: reach.cost });
  return t('keys.notLit');
}
