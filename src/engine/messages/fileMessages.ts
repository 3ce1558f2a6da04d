import type { ParamsOf } from './vocabulary';

/**
 * A field a file's schema refuses: its path ("steps.1251.hash": array indices from 0, as in the file),
 * zod's kind of problem, and when there are: the limit passed and the bad value (a number or a short text).
 */
export type FieldIssueParams = ParamsOf<'path' | 'issue'> & Partial<ParamsOf<'min' | 'max' | 'value'>>;

/** Why a position or a game file can't be opened (position/loadPosition.ts, gameFile/). */
export interface FileMessageParams {
  readonly 'error.positionTooLong': ParamsOf<'count' | 'max'>;
  readonly 'error.positionNotJson': ParamsOf<never>;
  /** The first field the position's schema refuses, and the kind of problem (position/issuePath.ts issueParams). */
  readonly 'error.positionField': FieldIssueParams;
  readonly 'error.gameFileTooLong': ParamsOf<'count' | 'max'>;
  readonly 'error.gameFileNotJson': ParamsOf<never>;
  /** Nothing in the file but blanks (QA round 19: an empty file was "not JSON"). */
  readonly 'error.gameFileEmpty': ParamsOf<never>;
  readonly 'error.gameFileVersion': ParamsOf<'version' | 'supported'>;
  readonly 'error.gameFileVersionEdited': ParamsOf<'version' | 'supported'>;
  readonly 'error.gameFileField': FieldIssueParams;
  /** The position the file starts from is refused: `first` says why. */
  readonly 'error.gameFileStart': ParamsOf<'first'>;
  readonly 'error.gameFileDiceSecret': ParamsOf<never>;
  /** The new game does not match the file's initial hash: edited by hand, or another seed, options or engine version. */
  readonly 'error.initialHash': ParamsOf<never>;
  readonly 'error.stepHash': ParamsOf<'step' | 'hash' | 'expected'>;
}

/** What is wrong with a position's pieces against the map and the counter manifest (position/validatePosition.ts); `path` names the piece. */
export interface PositionMessageParams {
  readonly 'position.pieceOffMap': ParamsOf<'path' | 'hex'>;
  readonly 'position.pieceNotOnLand': ParamsOf<'path' | 'hex'>; // 2.4
  readonly 'position.inBoxNotChilean': ParamsOf<'path'>; // 2.4
  readonly 'position.aboardNoTransport': ParamsOf<'path' | 'id'>; // 7.1
  readonly 'position.aboardEnemy': ParamsOf<'path'>; // 7.1
  readonly 'position.unknownUnit': ParamsOf<'path'>;
  readonly 'position.tooManySteps': ParamsOf<'path' | 'count' | 'max'>; // 2.7
  readonly 'position.boliviaOut': ParamsOf<'path'>; // 5.6
  readonly 'position.transportOverloaded': ParamsOf<'path' | 'count'>; // 7.1
  readonly 'position.unknownShip': ParamsOf<'path'>;
  readonly 'position.shipAboard': ParamsOf<'path'>;
  readonly 'position.shipInRecruitPool': ParamsOf<'path'>;
  readonly 'position.shipInland': ParamsOf<'path' | 'hex'>; // 7.6
  readonly 'position.unknownFort': ParamsOf<'path'>;
  readonly 'position.nadcNotOwnShip': ParamsOf<'path' | 'id' | 'side'>; // 4.1
  readonly 'position.controlOffMap': ParamsOf<'path'>;
}
