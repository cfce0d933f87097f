import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { errorMessage, isSessionEnd } from '../api-client';
import { saveThemePreference, type ThemePreference } from '../storage';
import { useToast } from '../use-toast';
import { useAuth } from './auth-context';
import { requestProfileUpdate } from './auth-requests';

/**
 * Applies a theme at once (null follows the device). A signed-in account stores it too, so every
 * sign-in brings it back; if that fails, the account's theme returns. Resolves to whether it was kept.
 */
export const useChooseTheme = () => {
  const { t } = useLingui();
  const { user, updateUser } = useAuth();
  const toast = useToast();
  return useCallback(
    async (choice: ThemePreference | null) => {
      saveThemePreference(choice);
      if (!user) return true;
      try {
        const { data } = await requestProfileUpdate({ themePreference: choice });
        updateUser(data);
        return true;
      } catch (error) {
        saveThemePreference(user.themePreference);
        if (!isSessionEnd(error)) toast.error(errorMessage(error, t`Your theme could not be saved.`));
        return false;
      }
    },
    [user, updateUser, toast, t],
  );
};
