/** The interface's English strings for interception and the die shown before the hand-over (issue 18). */
export const interceptionEn = {} as const;
