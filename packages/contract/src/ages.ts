/**
 * Age on a calendar day (YYYY-MM-DD, as days.ts counts them). Its own entry ('@visabridge/contract/ages'),
 * out of the index that sign-in pages load whole.
 */

/** Whole years from a birth day to `onDay`: a birthday counts from its own day (29 February from 1 March). */
export const yearsOld = (birthDay: string, onDay: string) => {
  const years = Number(onDay.slice(0, 4)) - Number(birthDay.slice(0, 4));
  return onDay.slice(5) < birthDay.slice(5) ? years - 1 : years;
};

/** Under 18 on `onDay`: a minor, for whom destinations ask more. */
export const isMinorOn = (birthDay: string, onDay: string) => yearsOld(birthDay, onDay) < 18;
