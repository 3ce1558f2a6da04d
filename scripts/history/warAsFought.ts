import { DEFAULT_OPTIONS, makeGameFile, parseGameFile, replayGameFile, type GameFile, type GameState, type VpRecord } from '../../src/engine';
import { CAMPAIGN } from './campaign';
import { direct } from './director';
import { routine } from './routine';

export const WAR_AS_FOUGHT_PATH = 'public/history/war-as-fought.json';
export const WAR_SEED = 'war-of-the-pacific-1879';

export interface Built {
  readonly file: GameFile;
  readonly text: string;
  readonly final: GameState;
  readonly vpTrack: readonly VpRecord[];
}

/** Build the game file of the war as fought: deterministic, the same bytes every time. */
export function warAsFought(opts: { traceTo?: (line: string) => void; untilTurn?: number } = {}): Built {
  const until = (s: GameState) => opts.untilTurn !== undefined && s.turn > opts.untilTurn;
  const directed = direct(WAR_SEED, CAMPAIGN, routine, until, opts.traceTo);
  const file = makeGameFile({
    seed: WAR_SEED,
    options: DEFAULT_OPTIONS,
    actions: directed.actions,
    start: directed.start,
    players: { chile: 'human', allied: 'human' },
    meta: { title: 'The war as it was fought, March 1879 to January 1881', built: 'npm run build:history (scripts/history, docs/history.md)' },
  });
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const parsed = parseGameFile(text);
  if (!parsed.ok) throw new Error(`the war's file does not parse: ${JSON.stringify(parsed.error)}`);
  const replay = replayGameFile(parsed.value);
  if (replay.divergence) throw new Error(`the war does not replay: step ${replay.divergence.step} ${JSON.stringify(replay.divergence.error)}`);
  const bare = (s: GameState) => JSON.stringify({ ...s, dice: { ...s.dice, script: [], draws: [] } });
  if (bare(replay.state) !== bare(directed.final)) throw new Error('the replayed war ends elsewhere than the built one');
  return { file, text, final: replay.state, vpTrack: replay.state.vpRecord };
}
