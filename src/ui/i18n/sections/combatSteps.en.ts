/** The interface's English strings for combat shown step by step, odds, dice and result card (issue 18). */
export const combatStepsEn = {} as const;
