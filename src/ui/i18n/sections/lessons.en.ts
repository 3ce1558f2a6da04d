/** The interface's English strings for the guided lessons (their panel and their list). */
export const lessonsEn = {
  label: 'Lesson',
  list: 'Guided lessons',
  close: 'End the lesson',
  goal: 'Goal:',
  done: 'Goal reached — well done.',
  /** After the goal: the lesson's position is made for it alone (a lesson at turn 5 played on met the 5.2 check with no VP). */
  doneAfter: 'The lesson ends here. Its position was set for the lesson alone: played on, it meets its turn\'s rules, a victory check included.',
  backToLessons: 'Back to the lessons',
  notYet: 'Not yet: the engine checks after every action.',
  failed: 'This goal can no longer be reached. Restart the lesson to try again.',
  showHints: 'Show hints',
  hideHints: 'Hide hints',
  begin: 'Begin the lesson',
  waitsForBegin: 'The bot plays {{side}} once you begin the lesson.',
  restart: 'Restart the lesson',
  doneMark: 'goal reached',
} as const;
