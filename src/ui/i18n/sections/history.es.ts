import type { historyEn } from './history.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/history.en.ts: «La guerra tal como fue». */
export const historyEs: Strings<typeof historyEn> = {
  menu: 'La guerra tal como fue',
  menuHint: 'Sigue la campaña de 1879–1881 turno a turno, tal como ocurrió, con una nota para cada turno',
  opening: 'Abriendo la guerra tal como fue…',
  failed: 'No se pudo abrir la guerra tal como fue: {{error}}',
  missing: 'no se encontró su archivo (HTTP {{status}})',
  previousTurn: 'Turno anterior',
  nextTurn: 'Turno siguiente',
  inHistory: 'En la historia',
  inGame: 'En el juego, al final del turno',
  notOver: 'La partida no llega al final de este turno.',
  nothing: 'Ningún objetivo cambió de manos y no se perdió ningún buque.',
  took: 'Chile tomó {{place}} (+{{vp}} PV)',
  retook: 'Los Aliados recuperaron {{place}} (−{{vp}} PV para Chile)',
  vp: 'PV de Chile al final del turno: {{vp}} ({{change}})',
  check: 'Verificación de victoria (Chile necesita {{win}} PV para ganar ahora): {{outcome}}',
  end: 'Aquí termina el recorrido. Para jugar tú la guerra, cierra la repetición y empieza una partida nueva, o pulsa «{{fork}}» en cualquier paso para tomar el mando desde ese momento.',
};
