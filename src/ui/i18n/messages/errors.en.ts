import type { ErrorMessageParams } from '../../../engine/messages/errorMessages';
import type { FileMessageParams } from '../../../engine/messages/fileMessages';
import { checkTemplates, type MessageTable } from './template';
import { formatSize } from './fileField';
import { fileFieldEn } from './fileField.en';

/** Why the engine refused an action, a position or a game file. */
export const errorsEn = checkTemplates({
  'error.notAnAction': 'That is not an action the game knows.',
  'error.actionTooLarge': 'That action is too large, too deeply nested or not plain JSON.',
  'error.gameOver': 'The game is over.',
  'error.notYourTurn': (p) => (p.side === 'chile' ? 'It is Chile who must act now.' : 'It is the Allies who must act now.'),
  'error.answerFirst': 'First: {{first}}',
  'error.notInPhase': '"{{action}}" is not allowed in the {{phase}}.',
  'error.notThisOne': 'This "{{action}}" is not one the {{phase}} allows now.',
  'error.ruleRefuses': '"{{action}}" refused: {{first}}.',
  'error.missingField': '"{{action}}" lacks its field "{{path}}".',
  'error.unknownField': '"{{action}}" has no field "{{path}}".',
  'error.badField': '{{path}}: "{{value}}" is not a possible value for "{{action}}".',
  'error.noSuchArea': '{{path}}: there is no naval area "{{value}}"; the areas are I to XIII (2.2).',
  'error.noSuchHex': '{{path}}: there is no hex "{{value}}" on the map (2.1).',
  'error.noSuchPiece': '{{path}}: there is no piece "{{value}}" in this game (2.3).',
  'error.positionTooLong': (p) => `Invalid position: the position is ${formatSize(p.count, 'en')}; at most ${formatSize(p.max, 'en')} are read.`,
  'error.positionNotJson': 'Invalid position: not JSON.',
  'error.positionField': (p) => fileFieldEn(p, 'position'),
  'error.gameFileTooLong': (p) => `Not a game file: it is ${formatSize(p.count, 'en')}; at most ${formatSize(p.max, 'en')} are read.`,
  'error.gameFileNotJson': 'Not a game file: not JSON.',
  'error.gameFileEmpty': 'Not a game file: the file is empty.',
  'error.gameFileVersion': 'This game file is version {{version}}; this edition reads version {{supported}}. Update the game to open it.',
  'error.gameFileVersionEdited': 'Not a valid game file: it says version {{version}}, but it names the edition that wrote it, which only version {{supported}} files do. Edited by hand? (An older version\'s hashes are not checked.)',
  'error.gameFileField': (p) => fileFieldEn(p, 'file'),
  'error.gameFileStart': 'Not a valid game file: the position it starts from is refused. {{first}}',
  'error.gameFileDiceSecret': 'Not a valid game file: diceSecret: not the dice secret of the start position.',
  'error.initialHash': "The new game does not match the file's initial hash: the file was edited by hand, or made with another seed, options or engine version.",
  'error.stepHash': 'After step {{step}} the game is not the one the file recorded (state hash {{hash}}; the file says {{expected}}): the file was changed after it was saved (edited by hand?), or made by another engine version.',
} as const satisfies MessageTable<keyof ErrorMessageParams | keyof FileMessageParams>);
