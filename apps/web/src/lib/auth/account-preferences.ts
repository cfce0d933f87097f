import type { UserView } from '@visabridge/contract';
import { setFormatLocale } from '../format';
import { saveLanguagePreference, saveThemePreference } from '../storage';

/**
 * The signed-in account's theme and language apply on this device at every sign-in and after every
 * change, before anything renders with them. They stay after signing out, as this device's choice.
 */
export const applyAccountPreferences = (user: UserView) => {
  saveThemePreference(user.themePreference);
  saveLanguagePreference(user.language);
  setFormatLocale(user.language);
};
