import { Trans, useLingui } from '@lingui/react/macro';
import { localDayOf } from '@visabridge/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, InputAdornment, Tooltip, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { CurrencyField } from '../currency-field';
import type { EntryRuleFormValues } from './entry-rule-form';
import { amountHint, decimalsOf } from '../money-units';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Props<C, O> = {
  form: UseFormReturn<EntryRuleFormValues, C, O>;
  /** The currency a new step starts in: the last step's, else this. */
  currency: string;
};

/**
 * A rule's government fee as steps: each amount (in major units, as the traveller pays it) applies from its
 * date until the next step's. No step: the fee is not known, and the checker says so.
 */
export function FeeStepsField<C, O>({ form, currency }: Props<C, O>) {
  const { t, i18n } = useLingui();
  const { control, clearErrors } = form;
  const fees = useWatch({ control, name: 'fees' });
  // Kept by hand rather than with useFieldArray, whose code would ship with every form page (one module).
  const nextKey = useRef(fees.length);
  const [keys, setKeys] = useState(() => fees.map((_step, index) => index));
  const append = () => {
    form.setValue('fees', [
      ...fees,
      { from: localDayOf(), amount: '', currency: fees.at(-1)?.currency ?? currency },
    ]);
    setKeys((current) => [...current, nextKey.current++]);
  };
  const remove = (position: number) => {
    form.setValue(
      'fees',
      fees.filter((_step, index) => index !== position),
    );
    // Messages name fees by position, which has just changed.
    clearErrors('fees');
    setKeys((current) => current.filter((_key, index) => index !== position));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        <Trans>Government fee</Trans>
      </Typography>
      {fees.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          <Trans>No fee recorded: the checker says the fee is not known.</Trans>
        </Typography>
      )}
      {keys.map((key, index) => {
        const stepCurrency = fees[index]?.currency ?? '';
        const number = index + 1;
        return (
          <Box
            key={key}
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1.4fr auto' },
            }}
          >
            <RhfTextField
              control={control}
              name={`fees.${index}.from`}
              label={t({ message: `Fee ${number} from`, comment: 'the date the numbered fee applies from' })}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <RhfTextField
              control={control}
              name={`fees.${index}.amount`}
              label={t({ message: `Fee ${number} amount`, comment: 'the amount of the numbered fee' })}
              required
              autoComplete="off"
              helperText={amountHint(i18n, stepCurrency)}
              slotProps={{
                htmlInput: { inputMode: decimalsOf(stepCurrency) === 0 ? 'numeric' : 'decimal' },
                input: {
                  startAdornment: <InputAdornment position="start">{stepCurrency || '—'}</InputAdornment>,
                },
              }}
            />
            <Controller
              control={control}
              name={`fees.${index}.currency`}
              render={({ field, fieldState }) => (
                <CurrencyField
                  name={field.name}
                  label={t({
                    message: `Fee ${number} currency`,
                    comment: 'the currency of the numbered fee',
                  })}
                  value={field.value}
                  onChange={(code) => {
                    field.onChange(code);
                    clearErrors([`fees.${index}.currency`, `fees.${index}.amount`]);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message && contractText(i18n, fieldState.error.message)}
                />
              )}
            />
            <Tooltip title={t`Remove this fee`}>
              <IconButton aria-label={t`Remove fee ${number}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={append}>
          <Trans>Add fee</Trans>
        </Button>
      </Box>
    </Box>
  );
}
