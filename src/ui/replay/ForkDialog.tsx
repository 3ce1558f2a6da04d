import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplayDialog } from './ReplayDialog';
import type { Side } from '../../engine';
import { PLAYERS } from '../files/players';
import { atLineStart } from '../i18n/atLineStart';
import { useGameStore } from '../store';

/**
 * "Continue playing from here" in a full replay (a finished game, an opened file): who plays each side
 * from this step, the players so far chosen to start with. A bot-against-bot file had carried on as
 * bot against bot, with no way for a player to take a side (QA round 7).
 */
export function ForkDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const current = useGameStore((s) => s.players);
  const fork = useGameStore((s) => s.forkHere);
  const [players, setPlayers] = useState<Record<Side, string>>({ chile: current.chile, allied: current.allied });
  const go = useRef<HTMLButtonElement>(null);
  const sides = ['chile', 'allied'] as const;
  const known = (p: string): p is (typeof PLAYERS)[number] => (PLAYERS as readonly string[]).includes(p);
  return (
    <ReplayDialog testId="fork-dialog" title={t('replay.fork')} onClose={onClose} initial={go}>
      <p>{t('replay.forkWho')}</p>
      {sides.map((side) => (
        <label key={side} className="option choice">
          <span>{atLineStart(t(`sides.${side}`), i18n.language)}</span>
          <select aria-label={atLineStart(t(`sides.${side}`), i18n.language)} value={players[side]} onChange={(e) => setPlayers({ ...players, [side]: e.target.value })}>
            {/* A player this list lacks (a lesson's script) stays offered as it was. */}
            {[...PLAYERS, ...(known(current[side]) ? [] : [current[side]])].map((p) => (
              <option key={p} value={p}>{known(p) ? t(`bot.${p}`) : t('bot.label')}</option>
            ))}
          </select>
        </label>
      ))}
      <div className="fork-buttons">
        <button ref={go} type="button" onClick={() => fork(players)}>{t('replay.forkGo')}</button>
        <button type="button" onClick={onClose}>{t('replay.forkCancel')}</button>
      </div>
    </ReplayDialog>
  );
}
