import type { Action, PlayerView } from '../../engine';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { unplacedPieces } from '../../engine/setup/pieceSide';
import { placeName } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { fleetName } from './fleetName';
import { nadcSelection } from './nadcSelection';

/**
 * 4.1 I / 4.2: what to do about NADCs, in the prompt — give them by clicking a stack, then a lit naval
 * area; which stack is picked; how many ships have one for the turn they are for; and, in the
 * Administrative Phase, that ending it rolls for the Supply Columns (4.1: the roll follows the orders).
 */
export function NadcPrompt({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const openPlace = useGameStore((s) => s.openPlace);
  const selectedHex = useGameStore((s) => s.selectedHex);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  if (!legal.some((a) => a.type === 'orderShip')) return null;
  const side = legal[0]!.side;
  const selection = nadcSelection(view, legal, selectedHex, openPlace, selectedPiece);
  const forTurn = view.phase === 'setup' ? 1 : view.turn + 1;
  const given = view.nadc[side].filter((o) => o.forTurn === forTurn).length;
  // 3.1: pieces still to place come first in a manual set-up; the NADCs follow once all are placed.
  const placing = view.phase === 'setup' && unplacedPieces(publicRecords(view), side).length > 0;
  if (placing) return <p className="naval-prompt" data-testid="nadc-prompt">{t('navalTable.nadc.placeFirst')}</p>;
  return (
    <div className="naval-prompt" data-testid="nadc-prompt">
      <p>{view.phase === 'setup' ? t('navalTable.nadc.setup') : t('navalTable.nadc.admin', { turn: forTurn })}</p>
      {selection && (
        <p className="selection" data-testid="nadc-selection">
          <strong>{t('navalTable.nadc.selected', { fleet: fleetName(selection.ships), place: placeName(selection.place === 'holdingBox' ? { kind: 'holdingBox' } : { kind: 'hex', hex: selection.place }) })}</strong>
        </p>
      )}
      <p>
        {t('navalTable.nadc.given', { count: given, turn: forTurn })} {t(view.phase === 'setup' || view.options.supplyRollFirst ? 'navalTable.nadc.finish' : 'navalTable.nadc.finishAdmin')}
      </p>
    </div>
  );
}
