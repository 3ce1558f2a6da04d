/** Spanish contractions before a place name that may start with the article "el" ("el cajetín Chile"). */
export const de = (place: string): string => (place.startsWith('el ') ? `del ${place.slice(3)}` : `de ${place}`);
export const a = (place: string): string => (place.startsWith('el ') ? `al ${place.slice(3)}` : `a ${place}`);
