import { roleSwitcherOrder } from '@visabridge/contract';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@visabridge/contract';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { roleSwitcherNames } from '../../lib/i18n/role-names';
import { useDemoAccounts } from '../../lib/api/use-demo-accounts';
import { useToast } from '../../lib/use-toast';

/** The demo role switcher: roles with a demo account, in menu order; empty outside demo mode. */
export const useRoleSwitcher = () => {
  const { t } = useLingui();
  const { switchRole } = useAuth();
  const toast = useToast();
  const { data: accounts = [] } = useDemoAccounts();
  const [isSwitching, setIsSwitching] = useState(false);

  const roles = useMemo(
    () => roleSwitcherOrder.filter((role) => accounts.some((account) => account.role === role)),
    [accounts],
  );

  const switchTo = useCallback(
    async (role: Role) => {
      setIsSwitching(true);
      try {
        await switchRole(role);
        toast.success(t`Switched to ${t(roleSwitcherNames[role])}`);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setIsSwitching(false);
      }
    },
    [switchRole, toast, t],
  );

  return { roles, switchTo, isSwitching };
};
