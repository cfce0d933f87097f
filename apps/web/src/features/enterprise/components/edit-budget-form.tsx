import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { InputAdornment } from '@mui/material';
import { budgetInput } from '@visabridge/contract';
import type { BudgetView } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { ApiResult } from '../../../lib/api-client';
import { minorUnitsPer } from '../../../components/charts/chart-format';
import { outcomes } from '../corporate-messages';
import { CorporateDialogForm } from './corporate-dialog-form';
import { useCorporateForm } from './use-corporate-form';

/** The budget as typed in whole units (e.g. dollars and cents '50000.00'), sent in minor units. */
const budgetForm = (i18n: I18n, currency: string) =>
  z
    .object({
      monthlyBudget: z
        .string()
        .trim()
        .min(1, i18n._(msg`Enter the monthly budget`))
        .regex(
          /^\d+(\.\d{1,2})?$/,
          i18n._(
            msg({
              message: 'Enter an amount such as 50000 or 50000.00',
              comment: 'keep the example amounts as they are: the field takes digits and a full stop only',
            }),
          ),
        ),
    })
    .transform(({ monthlyBudget }) => ({
      monthlyBudget: Math.round(Number(monthlyBudget) * minorUnitsPer(currency)),
    }))
    .pipe(budgetInput);

const fields = ['monthlyBudget'] as const;

type Props = {
  titleId: string;
  budget: BudgetView;
  isPending: boolean;
  save: (monthlyBudget: number) => Promise<ApiResult<unknown>>;
  onClose: () => void;
};

/** The monthly budget in the company's currency; the spend of this month is shown for comparison. */
export function EditBudgetForm({ titleId, budget, isPending, save, onClose }: Props) {
  const { t, i18n } = useLingui();
  const units = minorUnitsPer(budget.currency);
  const currency = budget.currency;
  const form = useForm({
    resolver: zodResolver(budgetForm(i18n, budget.currency)),
    defaultValues: { monthlyBudget: (budget.limit / units).toFixed(Math.log10(units)) },
    reValidateMode: 'onSubmit',
  });
  const dialog = useCorporateForm({
    form,
    fields,
    outcome: outcomes.updateBudget,
    request: ({ monthlyBudget }) => save(monthlyBudget),
    onClose,
  });

  return (
    <CorporateDialogForm
      title={t`Edit monthly budget`}
      titleId={titleId}
      submitLabel={t`Save budget`}
      isPending={isPending}
      {...dialog}
    >
      <RhfTextField
        control={form.control}
        name="monthlyBudget"
        label={t({
          message: `Monthly budget (${currency})`,
          comment: '{currency} is a currency code, e.g. EUR',
        })}
        helperText={t`Spend above 80% of it turns the budget bar red.`}
        isRequired
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', maxLength: 15 },
          input: { startAdornment: <InputAdornment position="start">{budget.currency}</InputAdornment> },
        }}
      />
    </CorporateDialogForm>
  );
}
