/**
 * The guided lessons whose goal the learner has reached, remembered in the browser as the settings are
 * (localStorage, like the language and the map key), so that the lesson list can mark them.
 */
const KEY = 'wotp.lessonsDone';

/** The ids of the lessons done (none when nothing is remembered or the storage cannot be read). */
export function lessonsDone(): ReadonlySet<string> {
  try {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const ids: unknown = v ? JSON.parse(v) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remember that a lesson's goal was reached. */
export function markLessonDone(id: string): void {
  const done = lessonsDone();
  if (done.has(id)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...done, id]));
  } catch {
    // not remembered: fine
  }
}
