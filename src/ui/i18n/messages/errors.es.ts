import type { ErrorMessageParams } from '../../../engine/messages/errorMessages';
import type { FileMessageParams } from '../../../engine/messages/fileMessages';
import { checkTemplates, type MessageTable } from './template';
import { formatSize } from './fileField';
import { fileFieldEs } from './fileField.es';

/** Por qué el motor rechaza una acción, una posición o un archivo de partida. */
export const errorsEs = checkTemplates({
  'error.notAnAction': 'Esa no es una acción que el juego conozca.',
  'error.actionTooLarge': 'Esa acción es demasiado grande, está demasiado anidada o no es JSON simple.',
  'error.gameOver': 'La partida ha terminado.',
  'error.notYourTurn': (p) => (p.side === 'chile' ? 'Ahora debe actuar Chile.' : 'Ahora deben actuar los Aliados.'),
  'error.answerFirst': 'Primero: {{first}}',
  'error.notInPhase': '«{{action}}» no está permitido en la {{phase}}.',
  'error.notThisOne': 'Ese «{{action}}» no es uno de los que la {{phase}} permite ahora.',
  'error.ruleRefuses': '«{{action}}» rechazado: {{first}}.',
  'error.missingField': 'A «{{action}}» le falta el campo «{{path}}».',
  'error.unknownField': '«{{action}}» no tiene ningún campo «{{path}}».',
  'error.badField': '{{path}}: «{{value}}» no es un valor posible para «{{action}}».',
  'error.noSuchArea': '{{path}}: no hay ningún área naval «{{value}}»; las áreas son de la I a la XIII (2.2).',
  'error.noSuchHex': '{{path}}: no hay ningún hex «{{value}}» en el mapa (2.1).',
  'error.noSuchPiece': '{{path}}: no hay ninguna ficha «{{value}}» en esta partida (2.3).',
  'error.positionTooLong': (p) => `Posición no válida: la posición ocupa ${formatSize(p.count, 'es')}; se leen como máximo ${formatSize(p.max, 'es')}.`,
  'error.positionNotJson': 'Posición no válida: no es JSON.',
  'error.positionField': (p) => fileFieldEs(p, 'position'),
  'error.gameFileTooLong': (p) => `No es un archivo de partida: ocupa ${formatSize(p.count, 'es')}; se leen como máximo ${formatSize(p.max, 'es')}.`,
  'error.gameFileNotJson': 'No es un archivo de partida: no es JSON.',
  'error.gameFileEmpty': 'No es un archivo de partida: el archivo está vacío.',
  'error.gameFileVersion': 'Este archivo de partida es de la versión {{version}}; esta edición lee la versión {{supported}}. Actualiza el juego para abrirlo.',
  'error.gameFileVersionEdited': 'No es un archivo de partida válido: dice ser de la versión {{version}}, pero nombra la edición que lo escribió, cosa que solo hacen los archivos de la versión {{supported}}. ¿Editado a mano? (Los hashes de una versión anterior no se comprueban.)',
  'error.gameFileField': (p) => fileFieldEs(p, 'file'),
  'error.gameFileStart': 'No es un archivo de partida válido: se rechaza la posición desde la que empieza. {{first}}',
  'error.gameFileDiceSecret': 'No es un archivo de partida válido: diceSecret: no es el secreto de los dados de la posición inicial.',
  'error.initialHash': 'La partida nueva no coincide con el hash inicial del archivo: se editó a mano, o se hizo con otra semilla, otras opciones u otra versión del motor.',
  'error.stepHash': 'Tras el paso {{step}} la partida no es la que el archivo registró (hash de estado {{hash}}; el archivo dice {{expected}}): el archivo cambió después de guardarse (¿editado a mano?), o lo hizo otra versión del motor.',
} as const satisfies MessageTable<keyof ErrorMessageParams | keyof FileMessageParams>);
