import { Trans, useLingui } from '@lingui/react/macro';
import { Grid } from '@mui/material';
import { localDayOf, requiredApplicationFields } from '@visabridge/contract';
import type { Control } from 'react-hook-form';
import { RhfCountryField } from '../../../../components/form/rhf-country-field';
import { RhfNativeSelectField } from '../../../../components/form/native-select-field';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import type { FieldSpec } from './wizard-fields';
import type { DraftSections, WizardValues } from './wizard-schema';

const requiredPaths = new Set<string>(requiredApplicationFields.map(([path]) => path));
const today = localDayOf();

const dateLimits = { past: { max: today }, future: { min: today } };

type Props = { control: Control<WizardValues, unknown, DraftSections>; fields: readonly FieldSpec[] };

/** The inputs of one wizard section; fields needed to submit carry the asterisk. */
export function WizardFieldGrid({ control, fields }: Props) {
  const { t } = useLingui();
  return (
    <Grid container spacing={2}>
      {fields.map((field) => {
        const label = t(field.label);
        const helperText = field.helperText && t(field.helperText);
        return (
          <Grid key={field.name} size={{ xs: 12, sm: field.isFullWidth ? 12 : 6 }}>
            {field.type === 'country' ? (
              <RhfCountryField
                control={control}
                name={field.name}
                label={label}
                hasAsterisk={requiredPaths.has(field.name)}
                helperText={helperText}
              />
            ) : field.choices ? (
              <RhfNativeSelectField
                control={control}
                name={field.name}
                label={label}
                required={requiredPaths.has(field.name)}
                helperText={helperText}
              >
                <option value="">
                  <Trans comment="a choice left empty">Not chosen</Trans>
                </option>
                {field.choices.map(([value, choiceLabel]) => (
                  <option key={value} value={value}>
                    {t(choiceLabel)}
                  </option>
                ))}
              </RhfNativeSelectField>
            ) : (
              <RhfTextField
                control={control}
                name={field.name}
                label={label}
                type={field.type ?? 'text'}
                required={requiredPaths.has(field.name)}
                autoComplete={field.autoComplete}
                helperText={helperText}
                multiline={field.isMultiline}
                isLeftToRight={field.isCode}
                minRows={field.isMultiline ? 2 : undefined}
                slotProps={{
                  inputLabel: field.type === 'date' ? { shrink: true } : undefined,
                  htmlInput: field.dateRange && dateLimits[field.dateRange],
                }}
              />
            )}
          </Grid>
        );
      })}
    </Grid>
  );
}
