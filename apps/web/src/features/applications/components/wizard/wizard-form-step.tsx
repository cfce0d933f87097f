import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearErrorOnEdit } from '../../../../lib/form-errors';
import { WizardFieldGrid } from './wizard-field-grid';
import type { FieldSpec } from './wizard-fields';
import type { DraftSections, WizardValues } from './wizard-schema';

export type FormSection = { title?: MessageDescriptor; fields: readonly FieldSpec[] };

type Props = {
  form: UseFormReturn<WizardValues, unknown, DraftSections>;
  sections: readonly FormSection[];
  intro?: ReactNode;
  /** Shown under the fields (e.g. the passport check). */
  children?: ReactNode;
};

/** A step of the wizard that is a form: its fields by section, with a note above and checks below. */
export function WizardFormStep({ form, sections, intro, children }: Props) {
  const { t } = useLingui();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onInput={clearErrorOnEdit(form.clearErrors)}>
          <Stack spacing={3}>
            {intro && <Typography color="text.secondary">{intro}</Typography>}
            {sections.map((section) => (
              <Box key={section.fields[0]?.name}>
                {section.title && (
                  <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
                    {t(section.title)}
                  </Typography>
                )}
                <WizardFieldGrid control={form.control} fields={section.fields} />
              </Box>
            ))}
            {children}
            <Typography variant="body2" color="text.secondary">
              <Trans>
                Fields marked * are needed to submit; you can save without them and come back later.
              </Trans>
            </Typography>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
