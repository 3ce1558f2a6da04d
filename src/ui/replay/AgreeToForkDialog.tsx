import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameStore } from '../store';
import type { ReplayState } from '../store/types';
import { ReplayDialog } from './ReplayDialog';

/** What playing on from the replay's step sets aside of a live game: its actions since, and the dice rolled in them. */
export function setAside(r: Pick<ReplayState, 'states' | 'logs' | 'actions' | 'index'>): { actions: number; rolls: number } {
  const step = r.states[r.index]!.step;
  return { actions: r.states.length - 1 - r.index, rolls: r.logs.filter((e) => e.step > step && e.event.type === 'roll').length };
}

/**
 * "Continue playing from here" in a game still being played. In hot seat one player could otherwise wind
 * back the other's turn and roll his own dice again, unasked and untold (table QA round 9: an Allied
 * turn was erased and an attack rolled again); against a bot, throw a bad roll again with one click.
 * Undo never goes back past a die or a change of player; this says what it sets aside (the actions and
 * dice since), asks both players to agree in hot seat, and the branch then tells whoever takes the
 * device, above the hand-over cover.
 */
export function AgreeToForkDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const replay = useGameStore((s) => s.replay);
  const fork = useGameStore((s) => s.forkHere);
  const twoPlayers = useGameStore((s) => s.players.chile === 'human' && s.players.allied === 'human');
  const say = useGameStore((s) => s.fileMessage);
  // The focus starts on Cancel: playing on from here is a choice, not the default.
  const cancel = useRef<HTMLButtonElement>(null);
  if (!replay) return null;
  const here = replay.states[replay.index]!;
  const { actions, rolls } = setAside(replay);
  const counts = { actions: t('replay.agreeActions', { count: actions }), rolls: t('replay.agreeRolls', { count: rolls }) };
  const what = t('replay.agreeWhat', counts);
  const agree = () => {
    const name = useGameStore.getState().gameName;
    fork();
    // Said to whoever takes the device next: above the hand-over cover, until dismissed.
    say(t(twoPlayers ? 'replay.agreedNotice' : 'replay.playedOnNotice', { turn: here.turn, step: here.step, name, ...counts }));
  };
  return (
    <ReplayDialog testId="agree-fork-dialog" title={t('replay.agreeTitle', { turn: here.turn, step: here.step })} onClose={onClose} initial={cancel}>
      <p>{what}</p>
      <p>{twoPlayers ? t('replay.agreeBoth') : t('replay.agreeSolo')}</p>
      <div className="fork-buttons">
        <button type="button" onClick={agree}>{twoPlayers ? t('replay.agreeGo') : t('replay.agreeGoSolo')}</button>
        <button ref={cancel} type="button" onClick={onClose}>{t('replay.forkCancel')}</button>
      </div>
    </ReplayDialog>
  );
}
