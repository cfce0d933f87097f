const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in the user's time zone as YYYY-MM-DD, the value a date input holds. */
export const todayLocal = (now = new Date()) =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
