/** Every yes/no question of the portal's forms sends the value yes or no (spec section 3). */
export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
