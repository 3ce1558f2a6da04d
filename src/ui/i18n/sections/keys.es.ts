import type { keysEn } from './keys.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/keys.en.ts. */
export const keysEs: Strings<typeof keysEn> = {
  title: 'Atajos de teclado',
  open: 'Atajos de teclado (?)',
  close: 'Cerrar',
  keyHeader: 'Tecla',
  doesHeader: 'Qué hace',
  endPhase: 'Terminar la fase (o el movimiento en curso)',
  undo: 'Deshacer tu última acción',
  next: 'Siguiente unidad o lugar que puede actuar (el cursor va allí)',
  cursor: 'Mostrar u ocultar el cursor de hex',
  arrows: 'Mover el cursor de hex',
  enter: 'Actuar en el hex del cursor (como un clic), o confirmar la opción resaltada',
  choose: 'Resaltar la opción anterior o siguiente, cuando el panel ofrece varias',
  pick: 'Elegir una opción por su número',
  escape: 'Cancelar la elección, ocultar el cursor o cerrar la pila abierta',
  prompt: 'Ir al aviso: su primera respuesta recibe el foco',
  pan: 'Desplazar el mapa (las flechas solas lo desplazan cuando no hay cursor)',
  zoom: 'Acercar, alejar, volver a la vista inicial',
  rules: 'Abrir las reglas',
  help: 'Mostrar u ocultar esta lista',
  note: 'Los atajos solo actúan cuando es tu turno, nunca tras la pantalla de relevo ni mientras juega un bot, y no mientras escribes en un campo.',
  cursorAt: 'Cursor en {{place}}',
};
