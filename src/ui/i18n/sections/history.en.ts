/**
 * The interface's English strings for "The war as it was fought" (issue 21): the menu entry and the
 * caption panel of the historical replay. The twelve turns' paragraphs are data in src/ui/history/captions.ts.
 */
export const historyEn = {
  menu: 'The war as it was fought',
  menuHint: 'Watch the campaign of 1879–1881 turn by turn, as it happened, with a note on each turn',
  opening: 'Opening the war as it was fought…',
  failed: 'The war as it was fought could not be opened: {{error}}',
  missing: 'its file was not found (HTTP {{status}})',
  previousTurn: 'Previous turn',
  nextTurn: 'Next turn',
  inHistory: 'In history',
  inGame: 'In the game, by the end of the turn',
  notOver: 'The game does not reach the end of this turn.',
  nothing: 'No objective changed hands and no ship was lost.',
  took: 'Chile took {{place}} (+{{vp}} VP)',
  retook: 'The Allies took back {{place}} (−{{vp}} VP for Chile)',
  vp: 'Chile’s VP at the end of the turn: {{vp}} ({{change}})',
  check: 'Victory check (Chile needs {{win}} VP to win now): {{outcome}}',
  end: 'The tour ends here. To play the war yourself, close the replay and start a new game — or press “{{fork}}” at any step to take over from that moment.',
} as const;
