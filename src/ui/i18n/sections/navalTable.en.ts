/** The interface's English strings for the naval war at the map (NADC orders, sailing, fleets; issue 18). */
export const navalTableEn = {} as const;
