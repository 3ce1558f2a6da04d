import { SETUP_CHOICES, type SetupChoice } from '../src/bots/campaign/historicalSetUp';
import { CliError } from './cliIo';

/**
 * `--setup historical|free` of play, match and stats (QA round 19). The default stays 'free' — each bot
 * sets up its own side, as every recorded match and stats run (docs/bots.md) and the sample files were
 * played — although the new-game screen's default is the historical set-up: the heuristic and search
 * bots take it themselves, so their games are the same either way; the random bot's are not.
 */
export function setupOption(command: string, text: string | undefined): SetupChoice {
  if (text === undefined) return 'free';
  if (!(SETUP_CHOICES as readonly string[]).includes(text)) throw new CliError(`${command}: --setup is ${SETUP_CHOICES.join(' or ')}, not "${text}"`, 2);
  return text as SetupChoice;
}

export const SETUP_HELP = `--setup historical plays the set-up as the new-game screen's default does (3.2: each side's
      historical set-up applied for it; the file then equals the browser's game with that seed, those
      bots and "Dice from the seed alone"); --setup free (the default) lets each bot set up its side, as
      "Each side places its own pieces" does. The heuristic and search bots take the historical set-up
      themselves, so only the random bot's games differ.`;
