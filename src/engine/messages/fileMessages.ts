import type { ParamsOf } from './vocabulary';

/** Why a position or a game file can't be opened (position/loadPosition.ts, gameFile/). */
export interface FileMessageParams {
  readonly 'error.positionTooLong': ParamsOf<'count' | 'max'>;
  readonly 'error.positionNotJson': ParamsOf<never>;
  /** The first field the position's schema refuses, and the kind of problem. */
  readonly 'error.positionField': ParamsOf<'path' | 'issue'>;
  /** A check of the position's pieces and records against the map, the counters and the rules. */
  readonly 'error.positionProblem': ParamsOf<'detail'>;
  readonly 'error.gameFileTooLong': ParamsOf<'count' | 'max'>;
  readonly 'error.gameFileNotJson': ParamsOf<never>;
  readonly 'error.gameFileVersion': ParamsOf<'version' | 'supported'>;
  readonly 'error.gameFileField': ParamsOf<'path' | 'issue'>;
  /** The position the file starts from is refused: `first` says why. */
  readonly 'error.gameFileStart': ParamsOf<'first'>;
  readonly 'error.gameFileDiceSecret': ParamsOf<never>;
  /** The new game does not match the file's initial hash (another seed, options or engine version). */
  readonly 'error.initialHash': ParamsOf<never>;
  readonly 'error.stepHash': ParamsOf<'step' | 'hash' | 'expected'>;
}
