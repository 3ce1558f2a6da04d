import { atLineStart } from '../i18n/atLineStart';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TURNS, PHASES, type PhaseId } from '../../engine';
import { SIDE_NAMES } from '../describe';
import { useGameStore } from '../store';
import { closeWarAsFought, isWarAsFought } from '../history/openWarAsFought';
import { AgreeToForkDialog, setAside } from './AgreeToForkDialog';
import { ForkDialog } from './ForkDialog';

/**
 * The replay viewer: step through a game already played — first / previous / next / last, a slider,
 * jump to a turn or a phase, play / pause, and continue playing from any step as a new saved game (a
 * branch). A finished game, a file played by bots alone or the war as it was fought may be viewed as
 * Chile, the Allies or an observer; a live game with a human in it, resumed or opened from a file, only
 * as the player at the screen sees it (issue 17).
 */
export function ReplayBar() {
  const { t, i18n } = useTranslation();
  const replay = useGameStore((s) => s.replay);
  const replayTo = useGameStore((s) => s.replayTo);
  const setPlaying = useGameStore((s) => s.setPlaying);
  const leave = useGameStore((s) => s.leaveReplay);
  const viewer = useGameStore((s) => s.viewer);
  const setViewer = useGameStore((s) => s.setViewer);
  const [choosing, setChoosing] = useState(false);
  const [noLater, setNoLater] = useState<string | null>(null);

  // A dialog open as the replay ended (it was played on from) is not open at the next replay (QA round 10: it came back by itself).
  const open = replay !== null;
  useEffect(() => {
    if (!open) setChoosing(false);
  }, [open]);

  // Said of where the replay stood: it goes once the replay moves.
  const index = replay?.index;
  useEffect(() => setNoLater(null), [index]);

  useEffect(() => {
    if (!replay?.playing) return;
    const id = setInterval(() => {
      const r = useGameStore.getState().replay;
      if (!r || r.index >= r.states.length - 1) {
        useGameStore.getState().setPlaying(false);
        return;
      }
      useGameStore.getState().replayTo(r.index + 1);
    }, 350);
    return () => clearInterval(id);
  }, [replay?.playing]);

  if (!replay) return null;
  const last = replay.states.length - 1;
  const here = replay.states[replay.index]!;
  const firstIndex = (pred: (i: number) => boolean) => {
    for (let i = 0; i <= last; i++) if (pred(i)) return i;
    return -1;
  };
  const goTurn = (t: number) => {
    const i = firstIndex((k) => replay.states[k]!.turn === t && replay.states[k]!.phase !== 'setup');
    if (i >= 0) replayTo(i);
  };
  const goPhase = (phase: string) => {
    // The next time the phase begins (a state of it whose step before was another phase or player turn):
    // picking the phase the replay is in went on one step at a time within it.
    const begins = (k: number) => {
      const s = replay.states[k]!;
      const p = replay.states[k - 1];
      return s.phase === phase && (!p || p.phase !== s.phase || p.side !== s.side || p.turn !== s.turn);
    };
    // A time the phase was only ended (Chile's Victory Determination Phase, a Naval Combat Phase with
    // nothing to raid, a phase passed by the interface: 4.1) is gone past, as play passes it; the
    // Allies' Victory Determination Phase shows what the game turn's end reckoned, and is kept. When
    // every time left was empty, the next one is shown all the same.
    const empty = (k: number) => {
      const s = replay.states[k]!;
      const n = replay.states[k + 1];
      if (!n || (s.phase === 'victoryDetermination' && s.side === 'allied')) return false;
      return n.phase !== s.phase || n.side !== s.side || n.turn !== s.turn;
    };
    const i = firstIndex((k) => k > replay.index && begins(k) && !empty(k));
    const j = i >= 0 ? i : firstIndex((k) => k > replay.index && begins(k));
    // None later: said so, where the bar stood still without a word (QA round 15).
    setNoLater(j >= 0 ? null : phase);
    if (j >= 0) replayTo(j);
  };
  return (
    <div className="replay-bar" role="toolbar" aria-label={t('replay.label')} data-testid="replay">
      <strong className="replay-label">{t('replay.label')}</strong>
      {/* A step is a chevron, play a triangle (the next step's "▶" and play's "▶︎" looked the same: QA round 5); each says what it does on hover. */}
      <button type="button" onClick={() => replayTo(0)} aria-label={t('replay.first')} title={t('replay.first')}>|◀</button>
      <button type="button" onClick={() => replayTo(replay.index - 1)} aria-label={t('replay.previous')} title={t('replay.previous')}>‹</button>
      <button type="button" onClick={() => setPlaying(!replay.playing)} aria-label={replay.playing ? t('replay.pause') : t('replay.play')} title={replay.playing ? t('replay.pause') : t('replay.play')}>{replay.playing ? '❚❚' : '▶'}</button>
      <button type="button" onClick={() => replayTo(replay.index + 1)} aria-label={t('replay.next')} title={t('replay.next')}>›</button>
      <button type="button" onClick={() => replayTo(last)} aria-label={t('replay.last')} title={t('replay.last')}>▶|</button>
      <input className="replay-slider" type="range" min={0} max={last} value={replay.index} onChange={(e) => replayTo(Number(e.target.value))} aria-label={t('replay.step')} />
      <span className="replay-step" data-testid="replay-step">
        {t('replay.where', { index: replay.index, last, turn: here.turn, phase: t(`describe.phase.${here.phase}`) })}
      </span>
      <select className="replay-jump" aria-label={t('replay.jumpTurn')} value="" onChange={(e) => goTurn(Number(e.target.value))}>
        <option value="" disabled>{t('replay.turnPlaceholder')}</option>
        {/* Only the turns the game has reached (turns not yet played led nowhere). */}
        {Array.from({ length: Math.min(GAME_TURNS, replay.states[last]!.turn) }, (_, i) => (
          <option key={i} value={i + 1}>{t('replay.turnOption', { turn: i + 1 })}</option>
        ))}
      </select>
      <select className="replay-jump" aria-label={t('replay.nextPhase')} value="" onChange={(e) => goPhase(e.target.value)}>
        <option value="" disabled>{t('replay.phasePlaceholder')}</option>
        {PHASES.map((p) => (
          <option key={p.id} value={p.id}>{p.numeral}. {t(`describe.phase.${p.id}`)}</option>
        ))}
      </select>
      {noLater && (
        <span className="replay-none" role="status" data-testid="replay-no-later">
          {t('replay.noLaterPhase', { phase: t(`describe.phase.${noLater as PhaseId}`) })}
        </span>
      )}
      {replay.full ? (
        <select className="replay-jump" aria-label={t('replay.viewAs')} value={viewer} onChange={(e) => setViewer(e.target.value as typeof viewer)}>
          <option value="observer">{t('sides.observer')}</option>
          <option value="chile">{t('sides.chile')}</option>
          <option value="allied">{atLineStart(t('sides.allied'), i18n.language)}</option>
        </select>
      ) : (
        <span className="replay-seen-as" data-testid="replay-seen-as">
          {t('replay.seenAs', { side: viewer === 'observer' ? t('sides.observer') : SIDE_NAMES[viewer] })}
        </span>
      )}
      {/* A full replay asks who plays each side from here; a live game's players stay (issue 17); in a live
          game says what playing on from here sets aside, and between two players both must agree (table QA round 9);
          from its last step it sets nothing aside: the game itself goes on (a branch of it lost its replay: QA round 10). */}
      <button type="button" className="replay-fork" onClick={() => (!replay.full && setAside(replay).actions === 0 ? leave() : setChoosing(true))} title={t('replay.forkHint')}>{t('replay.fork')}</button>
      {choosing && (replay.full ? <ForkDialog onClose={() => setChoosing(false)} /> : <AgreeToForkDialog onClose={() => setChoosing(false)} />)}
      {/* The war as fought is a tour: closing it goes back to the game being played (QA round 7). */}
      <button type="button" className="replay-close" onClick={() => (isWarAsFought(replay.states) ? void closeWarAsFought() : leave())}>{t('replay.close')}</button>
    </div>
  );
}
