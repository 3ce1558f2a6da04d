/** The languages of the edition. */
export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];
