import { useLingui } from '@lingui/react';
import { Box, Checkbox, FormControl, FormHelperText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { memo, useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { contractText } from '../../lib/i18n/contract-texts';

type Props<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: Path<T>;
  label: ReactNode;
};

function BoundCheckbox<T extends FieldValues, C, O>({ control, name, label }: Props<T, C, O>) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          {/* Laid out as MUI's FormControlLabel lays it out, without its code on the pages that sign people in. */}
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              verticalAlign: 'middle',
              cursor: 'pointer',
              ml: '-11px',
              mr: 2,
              WebkitTapHighlightColor: 'transparent',
            }}
          >
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={{
                input: {
                  'aria-invalid': Boolean(fieldState.error),
                  'aria-describedby': fieldState.error ? errorId : undefined,
                },
              }}
            />
            <Typography component="span">{label}</Typography>
          </Box>
          {fieldState.error && (
            <FormHelperText id={errorId} sx={{ mt: -0.5, ml: 4 }}>
              {contractText(i18n, fieldState.error.message ?? '')}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** A labelled checkbox bound to react-hook-form, with its error message below; drawn again only when its field changes. */
export const RhfCheckbox = memo(BoundCheckbox) as typeof BoundCheckbox;
