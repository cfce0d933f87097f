import { Box, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A field spanning both columns of a form part. */
export const wide = { gridColumn: '1 / -1' };

/** A titled part of an admin form, its fields in two columns from tablets up. */
export function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ ...wide, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ ...wide, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type ScopeChoiceProps = {
  field: { name: string; value: string; onChange: (value: string) => void };
  legend: string;
  options: { value: string; label: string }[];
};

/** Whether a form names a list of countries or one group, as a row of radio buttons. */
export function ScopeChoice({ field, legend, options }: ScopeChoiceProps) {
  return (
    <Box component="fieldset" sx={{ ...wide, border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
