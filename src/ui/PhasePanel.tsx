import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyAction, phaseInfo, PHASES, raidOdds, type Action, type GameState } from '../engine';
import { actionLabel, pieceLabel, say, SIDE_NAMES, sideInSentence, sideWithArticle, turnLabel } from './describe';
import { t as tr } from './i18n';
import { GameOver } from './GameOver';
import { RuleLink } from './learn/RuleLink';
import { VpTally } from './VpTally';
import { LogView } from './LogView';
import { useView } from './pieces/useView';
import { botToAct, mayAct } from './play/seat';
import { useGameStore, useLegalActions, useSideToAct } from './store';
import './keys/keys.css';
import { ChoiceMenu } from './play/ChoiceMenu';
import { SetupTray } from './play/SetupTray';
import { promptButtons } from './play/promptButtons';
import { PlacesPrompt } from './play/PlacesPrompt';
import { StackingWarning } from './play/StackingWarning';
import { BoliviaWarning } from './play/BoliviaWarning';
import { RepairNote } from './play/RepairNote';
import { PhaseHint } from './play/PhaseHint';
import { VictoryReckoning } from './play/VictoryReckoning';
import { StayingNote } from './play/StayingNote';
import { TrappedNote } from './play/TrappedNote';
import { OddsSummary } from './combat/OddsSummary';
import { RetreatStackingNote } from './play/RetreatStackingNote';
import { pendingPrompt } from './play/pendingPrompt';
import { ProvisionsNote } from './play/ProvisionsNote';
import { AdvanceAll } from './play/AdvanceAll';
import { usePromptInView } from './play/usePromptInView';
import { typingIn } from './keys/useShortcuts';
import { alikeButtons, type AlikeButton } from './play/alikeButtons';
import { NadcPrompt } from './naval/NadcPrompt';
import { SailPrompt } from './naval/SailPrompt';
import { HeldAfterBattleNote } from './naval/HeldAfterBattleNote';
import { FIRE_ANSWERS, FirePicker, firePickerShown } from './combat/FirePicker';
import { SET_ASIDE_ANSWERS, SetAsidePrompt, setAsideShown } from './naval/SetAsidePrompt';
import { infernalResult } from '../engine/naval/infernalMachine';
import { sameAction } from '../engine/sameAction';
import { ship as shipDef } from '../engine/counters';
import { noChanceToHit } from './combat/noChanceToHit';
import { interceptionQuestionOdds } from '../engine/odds';
import { interceptPromptLabel } from './naval/interceptPromptLabel';
import { interceptWords } from './naval/interceptWords';
import { interceptAndRoll, rollThatFollows } from './naval/interceptAndRoll';
import { ActionResult } from './dice/ActionResult';
import { RecapPointer } from './recap/RecapPointer';
import { actionTarget } from './play/actionTarget';
import './naval/naval.css';

const NONE: readonly Action[] = [];

/** 7.6 / 7.7: a raid's button with its odds: "Blanco Encalada raids Fort Iquique: hit 58%; the fort hits back 28% (critical 3%)". */
function raidLabel(a: Extract<Action, { type: 'raid' }>, damaged: boolean): string {
  const o = raidOdds(a.ship, a.target, damaged);
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  const names = { ship: pieceLabel(a.ship), target: pieceLabel(a.target) };
  if (o.pHit === 0) {
    // 7.6 / 7.7: no chance to hit, and why: "even the lowest roll (2+1) is not below its gunfire 3"; a fort
    // still fires back (QA round 19a, MINOR-6: "hit 0%" read like any other raid, a trap at Fort Iquique).
    const roll = o.modifier === 0 ? '2' : `2${o.modifier > 0 ? '+' : '−'}${Math.abs(o.modifier)}`;
    const fort = o.fortFire ? tr('odds.fortStillFires', { p: pct(o.fortFire.pHit), crit: pct(o.fortFire.pCritical) }) : '';
    return tr('odds.raidNoChance', { ...names, roll, gunfire: shipDef(a.ship).gunfire }) + fort;
  }
  const fort = o.fortFire ? tr('odds.fortFire', { p: pct(o.fortFire.pHit), crit: pct(o.fortFire.pCritical) }) : '';
  return tr('odds.raid', { ...names, p: pct(o.pHit) }) + fort;
}

/**
 * 10.2: an infernal machine's button with its odds, as a raid's has (QA round 5: none were given): one die,
 * 1–4 no effect, 5 damaged, 6 sunk; a warship already damaged sinks on a 5 too (7.9).
 */
function infernalLabel(a: Extract<Action, { type: 'infernalMachine' }>, damaged: boolean): string {
  const faces = [1, 2, 3, 4, 5, 6].map(infernalResult).map((r) => (r === 'damaged' && damaged ? 'sunk' : r));
  const pct = (r: string) => `${Math.round((faces.filter((f) => f === r).length / 6) * 100)}%`;
  return tr('odds.infernal', { target: pieceLabel(a.target), none: pct('noEffect'), damaged: pct('damaged'), sunk: pct('sunk') });
}

/** A button's key: its action (alike buttons are one, named by their first action). */
const actionKey = (a: Action): string => JSON.stringify(a);

/**
 * 8.8–8.9 / 7.6: the answers that roll the battle's dice at once, drawn apart from the unit buttons
 * beside them ("Attack" looked exactly like "✓ Tarapacá regiment: attacking": table QA round 15).
 */
const ROLLS_AT_ONCE: readonly string[] = ['declareAttack', 'resolveAssault', 'combatSupply'];

/**
 * Whether the action rolls dice as it is taken: only such a button is drawn as a roll. "Fight the
 * landing" with Supply Columns at hand asks how to spend them first (QA round 16: it bore the die and
 * rolled nothing). Worked out by taking it, for these few buttons only.
 */
function rollsNow(game: GameState, action: Action): boolean {
  // 7.3: an interception that leaves nothing more to choose is rolled as it is declared (interceptAndRoll).
  const then = rollThatFollows(game, action);
  if (then) {
    const declared = applyAction(game, action);
    const rolled = declared.ok ? applyAction(declared.state, then) : null;
    return rolled?.ok === true && rolled.events.some((e) => e.type === 'roll');
  }
  if (!ROLLS_AT_ONCE.includes(action.type)) return false;
  const r = applyAction(game, action);
  return r.ok && r.events.some((e) => e.type === 'roll');
}

/**
 * A prompt answer's number key (issue 19): what useShortcuts presses for 1–9, and the shortcut said to a
 * screen reader. styles.css draws the number before the words, as on a "which?" menu's buttons, but not
 * on a touch-first device (no keys to press); drawn by the style sheet, it is no part of the button's name.
 */
const keyProps = (n: number | undefined) => (n === undefined ? {} : { 'data-prompt-key': String(n), 'aria-keyshortcuts': String(n) });

/** Whose turn, which phase, what may be done now (a button per legal action), and the log. */
export function PhasePanel() {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const { view } = useView();
  const replay = useGameStore((s) => s.replay);
  const replaying = replay !== null;
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const lastError = useGameStore((s) => s.lastError);
  const dispatch = useGameStore((s) => s.dispatch);
  const notice = useGameStore((s) => s.notice);
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const choice = useGameStore((s) => s.choice);
  const acting = useSideToAct();
  // Issue 17: actions are offered only to the player whose move it is; a bot's side shows the lock.
  const canAct = mayAct({ game, players, viewer, replay });
  const bot = botToAct({ game, players });
  const lessonWaits = useGameStore((s) => s.lesson !== null && !s.lesson.begun);
  // The legal actions come once per state from the store's selectors, not again on every render (issue 22).
  const legal = useLegalActions();
  const actions = canAct ? legal : NONE;
  const phase = phaseInfo(game.phase);
  const pending = game.pending.at(-1);
  // The long list is built only when opened (a set-up offers a thousand placements).
  const [showAll, setShowAll] = useState(false);
  // A pending decision's answers are all shown; in a phase, the few actions that move play on come first.
  const buttons = promptButtons(game, actions);
  // 7.9: the set-aside prompt sends its own answers once the ships are picked.
  // 7.9: so does the gunfire picker (a ship, then its target), instead of a button for every pair.
  const answeredApart = [...(setAsideShown(view, actions) ? SET_ASIDE_ANSWERS : []), ...(firePickerShown(view, actions) ? FIRE_ANSWERS : [])];
  const primary = answeredApart.length > 0 ? buttons.primary.filter((a) => !answeredApart.includes(a.type)) : buttons.primary;
  // The actions a "which?" menu offers are its buttons alone: listed again below it, they doubled the
  // prompt and pushed "End the phase" out of sight (QA round 19a, MINOR-4: eight raids at Iquique twice).
  const listed = choice ? primary.filter((a) => !choice.actions.some((c) => sameAction(c, a))) : primary;
  const { rest } = buttons;
  // Fleets are named after their strongest ship (the view's stacks: the player's own are all he moves).
  // 7.3 / 7.6: the interception's buttons give their odds, or that no die is rolled (a blockade's, the hex
  // entered), as an attack's and a shot's do (they were only in the odds panel, far below).
  const odds = pending?.kind === 'interception' && canAct ? interceptionQuestionOdds(game, pending) : null;
  const label = (a: Action) => {
    // 7.3: a declaration that leaves nothing more to choose rolls too, and says so in the panel's words (issue 20);
    // the roll reads as the panel's ("Roll the die", "Intercept (no roll)"), with its odds or "it succeeds".
    if (a.type === 'intercept' || a.type === 'interceptRoll') {
      const withOdds = interceptPromptLabel(game, a, actionLabel(a, game.phase, view.naval), odds);
      if (withOdds) return withOdds;
      if (a.type === 'intercept') return interceptWords(game, a, actionLabel(a, game.phase, view.naval));
    }
    if (a.type === 'raid') return raidLabel(a, game.ships[a.ship]?.damaged ?? false);
    if (a.type === 'infernalMachine') return infernalLabel(a, game.ships[a.target]?.damaged ?? false);
    const chosen = pressed(a);
    if (a.type === 'toggleMover' && chosen !== undefined) return t(chosen ? 'panel.moving' : 'panel.leftBehind', { piece: pieceLabel(a.piece) });
    if (a.type === 'toggleAttacker' && chosen !== undefined) return t(chosen ? 'panel.attacking' : 'panel.notAttacking', { piece: pieceLabel(a.unit) });
    // 8.3 / 8.9: a hit or attrition on a unit of one step eliminates it ("Hit on 3rd regiment" read the same either way).
    // 8.10: a one-step unit that holds its ground instead of retreating is eliminated, not depleted ("Stay: deplete Inf Bn 1": QA round 8).
    if (a.type === 'holdGround' && game.units[a.unit]?.steps === 1) return t('panel.holdGroundEliminated', { unit: pieceLabel(a.unit) });
    const hit = a.type === 'takeLoss' ? a.unit : a.type === 'takeAttrition' ? a.piece : null;
    if (hit !== null && game.units[hit]?.steps === 1) return t('panel.eliminates', { label: actionLabel(a, game.phase, view.naval) });
    return actionLabel(a, game.phase, view.naval);
  };
  // 8.4 note / 8.7: whether a toggle's piece is in the move or the attack now (undefined: not a toggle).
  function pressed(a: Action): boolean | undefined {
    if (a.type === 'toggleMover' && pending?.kind === 'formMove') return pending.pieces.includes(a.piece);
    if (a.type === 'toggleAttacker' && pending?.kind === 'formAttack') return pending.units.includes(a.unit);
    return undefined;
  }
  // A phase in which the side can do nothing but end it says so in one line, with one button.
  const idle = game.pending.length === 0 && actions.length === 1 && actions[0]!.type === 'endPhase';
  // Actions that read the same (alike Supply Columns, 6.0) are one button with their number.
  // Keyed by its action: keyed by its place in the list, the button pressed became the next action's
  // button, focus and all, and a second Enter took that one (QA round 8: "Enter hex 3223", then 3324).
  // 8.2 / 8.4 note: alike pieces in or out of a move are toggled one at a time: the button says so (QA round 9:
  // "Supply Column: moving (click to leave behind) (×4)" left one column behind where all four were meant).
  const alikeText = (b: AlikeButton) => {
    const chosen = pressed(b.action);
    if (b.action.type === 'toggleMover' && chosen !== undefined) return t(chosen ? 'panel.movingAlike' : 'panel.leftBehindAlike', { piece: pieceLabel(b.action.piece), count: b.count });
    return t('panel.alike', { label: b.label, count: b.count });
  };
  // Issue 19: the prompt's answers are picked by their number key as a "which?" menu's are (QA round 19:
  // the help said "1 – 9: Pick a choice by its number", and 2 did nothing on the four "Supply Column to …"
  // buttons). Not while a "which?" menu is open: its own numbers are the keys then (useShortcuts).
  const keyed = choice === null;
  const numberKey = (n: number | undefined) => (keyed && n !== undefined && n <= 9 ? n : undefined);
  const actionButton = (b: AlikeButton, n?: number) => (
    <button key={actionKey(b.action)} type="button" className={rollsNow(game, b.action) ? 'rolls-now' : noChanceToHit(b.action) ? 'no-chance' : undefined} aria-pressed={pressed(b.action)} onClick={() => (b.action.type === 'intercept' ? interceptAndRoll(b.action) : dispatch(b.action))} {...keyProps(numberKey(n))}>
      {rollsNow(game, b.action) && <span className="die-mark" aria-hidden="true">⚄ </span>}
      {b.count > 1 ? alikeText(b) : b.label}
    </button>
  );
  // Something new to do (a phase, a decision, a player): its prompt is brought into sight.
  const heading = usePromptInView<HTMLParagraphElement>(`${game.turn}|${game.side}|${game.phase}|${pending?.kind ?? ''}|${acting ?? ''}`, canAct && !replaying && !game.result, pending !== undefined);

  // The button pressed is gone with its action: the focus goes to the prompt's heading, where the next
  // Tab finds the new answers, not to the page's body and the top of the page (QA round 8).
  const keepFocus = () =>
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
    }, 0);
  // A question for this player arriving while the focus is nowhere (a bot's move, the last answer
  // gone): the heading takes it, so that Tab reaches the answers first (QA round 8).
  // Control coming back to the player at the screen — the board opened with his move, a bot's turn over,
  // the hand-over cover taken — the heading takes the focus too: it fell to the page's body, and only a
  // player who knew P found the answers (QA round 19). Never from a field he types in or a dialog open.
  const inControl = canAct && !replaying && !game.result;
  useEffect(() => {
    if (!inControl || typingIn(document.activeElement) || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
    heading.current?.focus({ preventScroll: true });
  }, [inControl, heading]);
  const question = canAct && pending ? `${game.step}|${pending.kind}` : null;
  useEffect(() => {
    if (question && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus({ preventScroll: true });
  }, [question, heading]);

  return (
    <aside className="panel" aria-label={t('map.turnAndPhase')}>
      <section className="status" data-testid="status">
        <div className="turn" data-testid="turn">{turnLabel(game.turn)}</div>
        <div className={`player-turn side-${game.side}`}>{t('panel.playerTurn', { side: SIDE_NAMES[game.side] })}</div>
        <VpTally />
        <ol className="phases">
          {PHASES.map((p) => (
            <li key={p.id} className={p.id === game.phase ? 'current' : ''} aria-current={p.id === game.phase ? 'step' : undefined}>
              {p.numeral}. {t(`describe.phase.${p.id}`)}
            </li>
          ))}
        </ol>
      </section>

      {/* Not one live region (every change re-read lists of 32 buttons: QA round 19c): a named region, in
          which only the heading (whose turn, what phase), the result line and the question are live. */}
      <section className="prompt" data-testid="prompt" aria-label={t('panel.promptLabel')} onClick={(e) => (e.target instanceof HTMLElement && e.target.closest('button') ? keepFocus() : undefined)}>
        {game.result ? (
          <GameOver view={view} />
        ) : (
          <>
            {/* Kept in the page whoever is to act, so that a change of player is heard too. */}
            <div className="prompt-live" data-testid="prompt-live" aria-live="polite">
              {replaying ? (
                <p aria-atomic="true">{t('panel.replaying', { side: acting ? sideWithArticle(acting) : '', phase: t(`describe.phase.${game.phase}`) })}</p>
              ) : !canAct ? (
                <p aria-atomic="true">
                  <strong>{t('panel.toAct', { side: acting ? sideInSentence(acting) : '', context: acting ?? undefined })}</strong> — {phase.numeral ? `${phase.numeral}. ` : ''}{t(`describe.phase.${game.phase}`)}
                </p>
              ) : (
                <p ref={heading} className="prompt-heading" data-testid="prompt-heading" tabIndex={-1} aria-atomic="true">
                  <strong>{t('panel.toAct', { side: acting ? sideInSentence(acting) : '', context: acting ?? undefined })}</strong> — {phase.numeral ? `${phase.numeral}. ` : ''}{t(`describe.phase.${game.phase}`)}
                </p>
              )}
              {/* What the player's own last action rolled, against what, and what came of it. */}
              {canAct && !replaying && acting && <ActionResult side={acting} />}
            </div>
            {replaying ? null : !canAct ? (
              /* A lesson's scripted opponent waits for "Begin the lesson" (the bot is not playing yet). */
              bot && <p className="bot-lock" data-testid="bot-lock" role="status">{lessonWaits ? t('lesson.waitsForBegin', { side: sideWithArticle(bot) }) : t('bot.locked', { side: sideWithArticle(bot) })}</p>
            ) : (
              <>
                {/* That the recap is below (QA round 7). */}
                <RecapPointer />
                {/* The question asked: live too, and kept in the page so that a new one is heard. */}
                <div className="prompt-question" data-testid="prompt-question" aria-live="polite">
                  {pending && <p className="pending-prompt" data-testid="pending" aria-atomic="true">{pendingPrompt(game, pending)} <RuleLink rule={pending.rule} /></p>}
                </div>
                <StayingNote game={game} />
                <TrappedNote game={game} />
                <RetreatStackingNote game={game} legal={actions} />
                <OddsSummary game={game} legal={actions} />
                {/* Only while a legal action of the picked piece is aimed at a lit place: a piece picked for its NADC stayed named after the orders were given (QA round 7). */}
                {selectedPiece && game.phase !== 'navalMovement' && legal.some((a) => a.type !== 'orderShip' && actionTarget(a).subject === selectedPiece && actionTarget(a).place !== null) && <p className="selection">{t('panel.selected', { piece: pieceLabel(selectedPiece) })}</p>}
                {/* The answer to the player's click (why not there) next to what he reads, not under the list of every action (table QA round 3). */}
                {notice && <p className="notice" role="status">{notice}</p>}
                <PhaseHint view={view} legal={actions} />
                <VictoryReckoning view={view} />
                <BoliviaWarning view={view} side={acting} />
                <StackingWarning view={view} side={acting} />
                <ProvisionsNote view={view} side={acting} />
                <RepairNote view={view} legal={actions} />
                <NadcPrompt view={view} legal={actions} />
                <SailPrompt view={view} legal={actions} />
                <HeldAfterBattleNote view={view} side={acting} />
                <SetAsidePrompt key={`${game.step}`} view={view} legal={actions} />
                <FirePicker key={`fire-${game.step}`} view={view} legal={actions} />
                <PlacesPrompt key={game.phase} view={view} legal={actions} />
                <ChoiceMenu label={label} />
                <SetupTray view={view} legal={actions} />
                <AdvanceAll legal={actions} />
                {idle ? (
                  <div className="actions idle" data-testid="idle">
                    <p className="idle-line">{t('navalTable.idle.line', { side: acting ? sideWithArticle(acting) : '', phase: t(`describe.phase.${game.phase}`) })}</p>
                    <button type="button" onClick={() => dispatch(actions[0]!)} aria-label={t('navalTable.idle.continueLabel', { label: label(actions[0]!) })} {...keyProps(numberKey(1))}>
                      {t('navalTable.idle.continue')}
                    </button>
                  </div>
                ) : (
                  <div className="actions">
                    {alikeButtons(listed, label).map((b, i) => actionButton(b, i + 1))}
                  </div>
                )}
                {rest.length > 0 && (
                  <details className="more-actions" onToggle={(e) => setShowAll((e.target as HTMLDetailsElement).open)}>
                    <summary>{t('panel.more', { count: rest.length })}</summary>
                    {showAll && (
                    <div className="actions">
                      {alikeButtons(rest, label).map((b) => actionButton(b))}
                    </div>
                    )}
                  </details>
                )}
              </>
            )}
          </>
        )}
        {notice && !(canAct && !replaying && !game.result) && <p className="notice" role="status">{notice}</p>}
        {lastError && (
          <p className="error" role="alert">
            {say(lastError.message)} <RuleLink rule={lastError.rule} />
          </p>
        )}
      </section>

      <LogView />
    </aside>
  );
}
