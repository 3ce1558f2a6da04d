import { useTranslation } from 'react-i18next';
import type { PlayerView, Side } from '../../engine';
import { afloat, shipSide } from '../../engine/naval/seaGeometry';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { hexName } from '../describe';
import { fleetName } from './fleetName';

/**
 * 7.9: the acting side's ships held in their hex for the rest of the game turn by a battle fought before
 * this Naval Movement Phase (the other side's interception or blockade), by hex. They form no stack
 * (stacks.ts), so a ship at sea without an NADC is not sent home, and the Administrative Phase had just
 * said it would be (QA round 19c: Huáscar at hex 2009, unexplained). Ships held in a hex a stack of
 * this phase has sailed through are left out: a battle of this phase, or a landing (7.6), held them,
 * and the stack's own prompt says so. Read from the player's view (a battle and where it was are public).
 */
export function heldAfterBattle(view: PlayerView, side: Side): { readonly hex: string; readonly ships: readonly string[] }[] {
  const records = publicRecords(view);
  const thisPhase = view.naval.formedFor === `${view.turn}-${side}` ? view.naval.stacks : [];
  const moving = new Set(thisPhase.flatMap((s) => s.ships));
  const passed = new Set(thisPhase.flatMap((s) => [...s.sailed, ...(s.at.kind === 'hex' ? [s.at.hex] : [])]));
  const byHex = new Map<string, string[]>();
  for (const [ship, turn] of Object.entries(view.naval.stoppedTurn)) {
    const at = view.ships[ship]?.location;
    if (turn !== view.turn || at?.kind !== 'hex' || !afloat(records, ship) || shipSide(records, ship) !== side || moving.has(ship) || passed.has(at.hex)) continue;
    byHex.set(at.hex, [...(byHex.get(at.hex) ?? []), ship]);
  }
  return [...byHex].map(([hex, ships]) => ({ hex, ships }));
}

/** 7.9: "Huáscar fought at hex 2009 this game turn and stays there", in the Naval Movement Phase. */
export function HeldAfterBattleNote({ view, side }: { view: PlayerView; side: Side | null }) {
  const { t } = useTranslation();
  if (view.phase !== 'navalMovement' || view.pending.length > 0 || side === null || side !== view.side) return null;
  const held = heldAfterBattle(view, side);
  if (held.length === 0) return null;
  return (
    <div className="naval-prompt" data-testid="held-after-battle">
      {held.map((h) => (
        <p key={h.hex}>{t('navalTable.sail.heldAfterBattle', { fleet: fleetName(h.ships), place: hexName(h.hex), count: h.ships.length })}</p>
      ))}
    </div>
  );
}
