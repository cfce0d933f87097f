import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { roleSwitcherOrder } from '@visabridge/contract';
import { roleSwitcherNames } from '../../../lib/i18n/role-names';
import type { DemoAccountView } from '@visabridge/contract';
import { memo } from 'react';
import { useDemoAccounts } from '../../../lib/api/use-demo-accounts';

const order = (account: DemoAccountView) => roleSwitcherOrder.indexOf(account.role);

function DemoAccounts({ onUse }: { onUse: (account: DemoAccountView) => void }) {
  const { t } = useLingui();
  const { data: accounts = [] } = useDemoAccounts();
  if (accounts.length === 0) return null;

  return (
    <Card component="section" aria-labelledby="demo-accounts-title" sx={{ mt: 3, borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="demo-accounts-title" component="h2" variant="h6">
          <Trans>Demo accounts</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>This installation runs in demo mode with seeded demo data. Sign in as any role:</Trans>
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...accounts]
            .sort((a, b) => order(a) - order(b))
            .map((account) => {
              const { email, password } = account;
              // The contract's label, in English for now: the role names are not messages yet.
              const role = t(roleSwitcherNames[account.role]);
              return (
                <Box
                  component="li"
                  key={email}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                >
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{role}</Typography>
                    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                      {email}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <Trans>
                        Password: <Box component="code">{password}</Box>
                      </Trans>
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => onUse(account)}
                    aria-label={t`Use ${role} demo account`}
                  >
                    <Trans comment="button: sign in with this demo account (fills the login form)">Use</Trans>
                  </Button>
                </Box>
              );
            })}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Demo mode only: the seeded accounts, each with a button that fills the login form. */
export const DemoAccountsCard = memo(DemoAccounts);
