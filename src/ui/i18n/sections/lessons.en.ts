/** The interface's English strings for the guided lessons (their panel and their list). */
export const lessonsEn = {
  label: 'Lesson',
  list: 'Guided lessons',
  close: 'End the lesson',
  goal: 'Goal:',
  done: 'Goal reached — well done.',
  notYet: 'Not yet: the engine checks after every action.',
  failed: 'This goal can no longer be reached. Restart the lesson to try again.',
  showHints: 'Show hints',
  hideHints: 'Hide hints',
  begin: 'Begin the lesson',
  waitsForBegin: 'The bot plays {{side}} once you begin the lesson.',
  restart: 'Restart the lesson',
  doneMark: 'goal reached',
} as const;
