/** The interface's English strings for the readable map: terrain key, hex card (issue 18). */
export const mapKeyEn = {} as const;
