import { roleSwitcherLabels, roleSwitcherOrder } from '@visabridge/contract';
import type { Role } from '@visabridge/contract';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { useDemoAccounts } from '../../lib/api/use-demo-accounts';
import { useToast } from '../../lib/use-toast';

/** The demo role switcher: roles with a demo account, in menu order; empty outside demo mode. */
export const useRoleSwitcher = () => {
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
        toast.success(`Switched to ${roleSwitcherLabels[role]}`);
      } catch (error) {
        toast.error(errorMessage(error));
      } finally {
        setIsSwitching(false);
      }
    },
    [switchRole, toast],
  );

  return { roles, switchTo, isSwitching };
};
