import { SHIPS, ship as shipDef } from '../../engine/counters';
import { t } from '../i18n';
import { pieceNameIn } from '../i18n/messages/pieceNames';
import { currentLanguage } from '../i18n';

/**
 * The strongest ship of a fleet: a warship before a transport, then the highest gunfire factor, then
 * the best armour (7.9), then the counter sheet's order.
 */
export function flagship(ships: readonly string[]): string | null {
  const order = (id: string) => SHIPS.findIndex((s) => s.id === id);
  const ranked = [...ships].sort((a, b) => {
    const x = shipDef(a);
    const y = shipDef(b);
    return Number(y.type === 'warship') - Number(x.type === 'warship') || y.gunfire - x.gunfire || y.armour - x.armour || order(a) - order(b);
  });
  return ranked[0] ?? null;
}

/** A fleet named after its strongest ship: "Huáscar", "Huáscar and 2 more" (in the current language). */
export function fleetName(ships: readonly string[]): string {
  const lead = flagship(ships);
  if (lead === null) return '';
  const ship = pieceNameIn(currentLanguage(), lead);
  return ships.length === 1 ? ship : t('navalTable.fleet.more', { ship, count: ships.length - 1 });
}
