import { useTranslation } from 'react-i18next';
import { sideOf, type PlayerView } from '../../engine';
import { SHIPS } from '../../engine/counters';
import { hexName, pieceLabel, SIDE_NAMES } from '../describe';
import { PieceCounter } from '../pieces/PieceCounter';
import { pieceView } from '../pieces/pieceView';
import { useView } from '../pieces/useView';

function Row({ view, ids, label, marks }: { view: PlayerView; ids: readonly string[]; label: string; marks?: (id: string) => string }) {
  return (
    <div className="combat-side">
      <h3>{label}</h3>
      <ul>
        {ids.map((id) => {
          const p = pieceView(view, id);
          return (
            <li key={id}>
              {p && (
                <svg width={34} height={34} viewBox="0 0 34 34">
                  <PieceCounter piece={p} size={34} x={0} y={0} />
                </svg>
              )}
              <span>{pieceLabel(id)}</span>
              {marks && <span className="combat-mark">{marks(id)}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The battle under way, land (8.7–8.11) or naval (7.9): both sides' pieces, the stage, the hits. */
export function CombatPanel() {
  const { t } = useTranslation();
  const { view } = useView();
  const battle = view.land.battle;
  const naval = view.naval.combat;
  if (!battle && !naval) return null;
  if (battle) {
    const defender = battle.attacker === 'chile' ? 'allied' : 'chile';
    return (
      <section className="combat-panel" data-testid="combat" aria-label={t('combat.land', { place: hexName(battle.target) })}>
        <h2>
          {t('combat.land', { place: hexName(battle.target) })} {battle.amphibious && <span className="tag">{t('combat.amphibious')}</span>}
        </h2>
        <p className="combat-stage">{t('combat.stage', { stage: battle.stage, attacker: SIDE_NAMES[battle.attacker], a: battle.hits.attacker, defender: SIDE_NAMES[defender], d: battle.hits.defender })}</p>
        <div className="combat-sides">
          <Row view={view} ids={battle.attackers} label={t('combat.attacking', { side: SIDE_NAMES[battle.attacker], place: hexName(battle.from) })} />
          <Row view={view} ids={battle.defenders} label={t('combat.defending', { side: SIDE_NAMES[defender] })} />
        </div>
      </section>
    );
  }
  const combat = naval!;
  const fired = new Set(combat.fired);
  const mark = (id: string) => [fired.has(id) ? t('combat.fired') : '', combat.setAside.includes(id) ? t('combat.setAside') : '', view.ships[id]?.damaged ? t('combat.damaged') : ''].filter(Boolean).join(', ');
  const sideShips = (side: 'chile' | 'allied') => combat.ships.filter((id) => sideOf(SHIPS.find((s) => s.id === id)?.nation ?? 'chile') === side);
  return (
    <section className="combat-panel" data-testid="combat" aria-label={t('combat.naval', { place: hexName(combat.hex) })}>
      <h2>{t('combat.naval', { place: hexName(combat.hex) })}</h2>
      <p className="combat-stage">{t('combat.navalStage', { side: SIDE_NAMES[combat.intercepted] })}</p>
      <div className="combat-sides">
        <Row view={view} ids={sideShips('chile')} label={SIDE_NAMES.chile} marks={mark} />
        <Row view={view} ids={sideShips('allied')} label={SIDE_NAMES.allied} marks={mark} />
      </div>
    </section>
  );
}
