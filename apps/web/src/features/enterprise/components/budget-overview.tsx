import { Trans, useLingui } from '@lingui/react/macro';
import EditIcon from '@mui/icons-material/Edit';
import SavingsIcon from '@mui/icons-material/Savings';
import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { BudgetView } from '@visabridge/contract';
import { useState } from 'react';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { SectionCard } from '../../../components/layout/section-card';
import { formatMonth } from '../../../components/charts/chart-format';
import { BudgetBar } from './budget-bar';
import { EditBudgetDialog } from './edit-budget-dialog';

/** 'Monthly Budget Overview': this month's spend against the budget, what remains, and 'Edit budget'. */
export function BudgetOverview({ budget }: { budget: BudgetView }) {
  const { t } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const money = (amount: number) => formatMoney(amount, budget.currency);
  const isNearLimit = budget.percentUsed > 80;
  const month = formatMonth(budget.period, 'long');
  const percent = budget.percentUsed.toFixed(1);
  return (
    <SectionCard id="monthly-budget" title={t`Monthly Budget Overview`} icon={SavingsIcon}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          <Trans comment="{month} is a month and year, e.g. March 2026">
            Spend of the applications filed in {month}.
          </Trans>
        </Typography>
        <FigureGrid
          columns={isPhone ? 1 : 2}
          figures={[
            { label: t`Budget used`, value: money(budget.used) },
            { label: t`Budget limit`, value: money(budget.limit) },
          ]}
        />
        <Box>
          <BudgetBar percentUsed={budget.percentUsed} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>{percent}% of monthly budget used</Trans>
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              <Trans>Remaining Budget</Trans>
            </Typography>
            <Typography
              component="p"
              variant="h5"
              sx={{ fontWeight: 700, color: isNearLimit ? 'error.main' : 'success.main' }}
            >
              {money(budget.remaining)}
            </Typography>
          </Box>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setIsEditing(true)}>
            <Trans>Edit budget</Trans>
          </Button>
        </Box>
      </Stack>
      <EditBudgetDialog budget={isEditing ? budget : null} onClose={() => setIsEditing(false)} />
    </SectionCard>
  );
}
