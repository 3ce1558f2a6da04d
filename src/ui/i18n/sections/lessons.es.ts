import type { lessonsEn } from './lessons.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/lessons.en.ts. */
export const lessonsEs: Strings<typeof lessonsEn> = {
  label: 'Lección',
  list: 'Lecciones guiadas',
  close: 'Terminar la lección',
  goal: 'Objetivo:',
  done: 'Objetivo cumplido: ¡bien hecho!',
  doneAfter: 'La lección termina aquí. Su posición se preparó solo para la lección: si sigues jugando, se aplican las reglas de su turno, verificación de victoria incluida.',
  backToLessons: 'Volver a las lecciones',
  notYet: 'Todavía no: el motor lo comprueba después de cada acción.',
  failed: 'Este objetivo ya no se puede cumplir. Reinicia la lección para intentarlo de nuevo.',
  showHints: 'Ver pistas',
  hideHints: 'Ocultar pistas',
  begin: 'Empezar la lección',
  waitsForBegin: 'El bot juega con {{side}} en cuanto empieces la lección.',
  restart: 'Reiniciar la lección',
  doneMark: 'objetivo cumplido',
};
