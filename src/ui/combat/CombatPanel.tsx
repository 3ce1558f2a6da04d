import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sideOf, type Action, type Battle, type PlayerView } from '../../engine';
import type { BattleStage } from '../../engine/land/types';
import { SHIPS } from '../../engine/counters';
import { hexName, pieceLabel, SIDE_NAMES } from '../describe';
import { PieceCounter } from '../pieces/PieceCounter';
import { pieceView } from '../pieces/pieceView';
import { useView } from '../pieces/useView';
import { mayAct } from '../play/seat';
import { useGameStore, useLegalActions } from '../store';
import { CombatCard } from './CombatCard';
import { combatChoices, type CombatChoice } from './combatChoices';
import { CombatDice } from './CombatDice';
import { staleCard } from './staleCard';
import { lastCombatEpisode, lastRolls } from './combatEpisode';
import { CombatOdds } from './CombatOdds';
import { firstFire } from './firstFire';
import { combatResult, hasOutcome } from './combatResult';
import { useReducedMotion } from './useReducedMotion';
import './combat.css';

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

/** What the battle is at now, in the words of its stages: the decision it waits for, else the stage to run. */
function stageNow(view: PlayerView, battle: Battle): BattleStage {
  const top = view.pending.at(-1);
  switch (top?.kind) {
    case 'combatSupply':
      return top.role === 'attacker' ? 'attackerSupply' : 'defenderSupply';
    case 'combatLosses':
      return 'losses';
    case 'retreat':
      return 'retreat';
    case 'advance':
      return 'advance';
    default:
      return battle.stage;
  }
}

/**
 * The battle under way, land (8.7–8.11) or naval (7.9): its place, what it is at, and both sides' pieces
 * (left out once dice are shown: the result card then says what became of them).
 */
function LiveBattle({ view, sides }: { view: PlayerView; sides: boolean }) {
  const { t } = useTranslation();
  const battle = view.land.battle;
  const naval = view.naval.combat;
  const setAsidePicks = useGameStore((s) => s.setAsidePicks);
  const step = view.step;
  if (battle) {
    const defender = battle.attacker === 'chile' ? 'allied' : 'chile';
    const stage = stageNow(view, battle);
    return (
      <>
        <h2>
          {t('combat.land', { place: hexName(battle.target) })} {battle.amphibious && <span className="tag">{t('combat.amphibious')}</span>}
        </h2>
        <p className="combat-stage" data-testid="combat-stage">
          {t(`combatSteps.stage.${stage}`)}
          {(stage === 'losses' || stage === 'retreat' || stage === 'advance') && (
            <> · {t('combatSteps.hitsSoFar', { attacker: SIDE_NAMES[battle.attacker], a: battle.hits.attacker, defender: SIDE_NAMES[defender], d: battle.hits.defender })}</>
          )}
        </p>
        {sides && (
          <div className="combat-sides">
            <Row view={view} ids={battle.attackers} label={t('combat.attacking', { side: SIDE_NAMES[battle.attacker], place: hexName(battle.from) })} />
            <Row view={view} ids={battle.defenders} label={t('combat.defending', { side: SIDE_NAMES[defender] })} />
          </div>
        )}
      </>
    );
  }
  if (!naval) return null;
  const fired = new Set(naval.fired);
  // 7.9: a ship picked to set aside in the prompt is marked so before fire opens (the card still listed it as fighting).
  const picked = setAsidePicks && setAsidePicks.step === step ? setAsidePicks.ships : [];
  const mark = (id: string) =>
    [fired.has(id) ? t('combat.fired') : '', naval.setAside.includes(id) ? t('combat.setAside') : picked.includes(id) ? t('combat.setAsidePicked') : '', view.ships[id]?.damaged ? t('combat.damaged') : ''].filter(Boolean).join(', ');
  const sideShips = (side: 'chile' | 'allied') => naval.ships.filter((id) => sideOf(SHIPS.find((s) => s.id === id)?.nation ?? 'chile') === side);
  // 7.9: who fires first and why, once the ships set aside are known (the gunfire has begun).
  const first = view.pending.at(-1)?.kind === 'setAside' ? null : firstFire(view, naval);
  return (
    <>
      <h2>{t('combat.naval', { place: hexName(naval.hex) })}</h2>
      <p className="combat-stage" data-testid="combat-stage">{t(`combat.navalStage.${naval.intercepted}`)}</p>
      {first && (
        <p className="combat-first" data-testid="combat-first-fire">
          {first.fastest
            ? t('combat.firstFire', { side: SIDE_NAMES[first.side], ship: pieceLabel(first.fastest.ship), speed: signed(first.fastest.speed) })
            : t('combat.firstFireTie', { side: SIDE_NAMES[first.side], speed: signed(first.tiedAt ?? 0) })}
        </p>
      )}
      {sides && (
        <div className="combat-sides">
          <Row view={view} ids={sideShips('chile')} label={SIDE_NAMES.chile} marks={mark} />
          <Row view={view} ids={sideShips('allied')} label={SIDE_NAMES.allied} marks={mark} />
        </div>
      )}
    </>
  );
}

/** A speed modifier as printed: +2, 0, −1. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** An attack not yet declared (8.7) or a landing's assault (7.6), before any battle record: its odds say where. */
function comingAttack(choices: readonly CombatChoice[]): { from: string; target: string } | null {
  for (const c of choices) if (c.kind === 'land') return { from: c.odds.from, target: c.odds.target };
  return null;
}

const NO_CHOICES: readonly CombatChoice[] = [];

/**
 * Combat step by step (issue 18), land and naval: the battle under way; before a roll, the odds of each
 * choice that rolls, with its button (only for the player at the screen's own decision); the dice just
 * rolled, each modifier with its reason and rule case; and the result card (hits, losses taken and to
 * choose, retreat, advance; shots, ships damaged, sunk, captured), which stays until its viewer dismisses it.
 */
export function CombatPanel() {
  const { t, i18n } = useTranslation();
  const { view } = useView();
  const game = useGameStore((s) => s.game);
  const log = useGameStore((s) => s.log);
  const gameId = useGameStore((s) => s.gameId);
  const viewer = useGameStore((s) => s.viewer);
  const players = useGameStore((s) => s.players);
  const replay = useGameStore((s) => s.replay);
  const dispatch = useGameStore((s) => s.dispatch);
  const dismissed = useGameStore((s) => s.dismissedCards[s.viewer]);
  const dismissCard = useGameStore((s) => s.dismissCard);
  const legal = useLegalActions();
  const reduced = useReducedMotion();
  const rolledIn = useRef(new Set<string>());
  const acting = mayAct({ game, players, viewer, replay });
  // Issue 17: odds only of the player at the screen's own decision, never of a bot's or the other player's.
  const choices = useMemo(() => (acting ? combatChoices(game, legal) : NO_CHOICES), [acting, game, legal, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const episode = useMemo(() => lastCombatEpisode(log), [log]);
  const result = episode ? combatResult(episode, view) : null;
  // A card is dismissed with what it showed: a later outcome of the same combat brings it back (its own key).
  const cardKey = episode ? `${gameId}:${episode.key}:${episode.entries.length}` : '';
  const live = view.land.battle !== null || view.naval.combat !== null;
  // Never a card from an earlier player turn above a new question (staleCard.ts).
  const stale = episode ? staleCard(log, game.step, Number(episode.key.split('-')[1]), live || choices.length > 0) : false;
  const coming = live ? null : comingAttack(choices);
  // Nor the card of another combat under the question of a new one: a naval battle's gunfire and result
  // stood under "Attack on Arica … Before the roll", as if they were its dice (table QA round 15).
  const asked = view.land.battle ? { kind: 'land', place: view.land.battle.target } : view.naval.combat ? { kind: 'naval', place: view.naval.combat.hex } : coming ? { kind: 'land', place: coming.target } : null;
  const another = asked !== null && episode !== null && (asked.kind !== episode.kind || asked.place !== episode.place);
  const showCard = result !== null && hasOutcome(result) && !dismissed.includes(cardKey) && !stale && !another;
  // The dice shown are those of the battle asked about: before a new attack's roll, none.
  const rolled = showCard && episode && !coming ? lastRolls(episode) : null;
  const diceKey = rolled && episode ? `${gameId}:${episode.key}:${rolled.step}` : '';
  // Issue 20: dice roll in once. The panel's children unmount whenever it has nothing to show, and a
  // bot's turn showed the same dice again and again — each time every die tumbling anew, a compositor
  // layer each, the page repainting without pause (a bot's turn three times as long).
  const seen = rolledIn.current;
  const animateDice = !reduced && !seen.has(diceKey);
  const animateCard = !reduced && !seen.has(`card:${cardKey}`);
  useEffect(() => {
    if (diceKey) seen.add(diceKey);
    if (showCard) seen.add(`card:${cardKey}`);
  }, [diceKey, cardKey, showCard, seen]);
  if (!live && choices.length === 0 && !showCard) return null;
  const heading = coming && (coming.from === coming.target ? t('combatSteps.assaultAt', { place: hexName(coming.target) }) : t('combatSteps.attackOn', { place: hexName(coming.target), from: hexName(coming.from) }));
  const place = view.land.battle?.target ?? view.naval.combat?.hex ?? coming?.target ?? result?.place ?? '';
  const label = view.naval.combat || (!view.land.battle && !coming && result?.kind === 'naval') ? t('combat.naval', { place: hexName(place) }) : t('combat.land', { place: hexName(place) });
  const choose = (c: CombatChoice) => dispatch(c.action as Action);
  return (
    <section className="combat-panel" data-testid="combat" aria-label={label}>
      {/* The ships stay listed under the interception's die alone: only fire says what became of them. */}
      {live ? <LiveBattle view={view} sides={!rolled || rolled.rolls.every((r) => r.purpose.code === 'roll.interception')} /> : heading && <h2>{heading}</h2>}
      {/* 7.9: a shot is picked in the prompt (FirePicker: the ship, then its target with these odds), not here as well. */}
      {choices.some((c) => c.kind !== 'shot') && <CombatOdds choices={choices.filter((c) => c.kind !== 'shot')} game={game} onChoose={choose} />}
      {/*
        The dice and the card roll in again only with new dice (remounted by their key), not at every
        later answer. Their keys differ ("dice:", "card:"): siblings with one key left the old dice on
        screen at every new roll, one block more each time (React keeps one of two same-keyed children).
      */}
      {rolled && episode && <CombatDice key={`dice:${diceKey}`} rolls={rolled.rolls} verdicts={rolled.verdicts} counts={rolled.counts} animate={animateDice} />}
      {showCard && result && <CombatCard key={`card:${gameId}:${episode?.key}:${rolled?.step ?? ''}`} result={result} view={view} animate={animateCard} onDismiss={() => dismissCard(cardKey)} />}
    </section>
  );
}
