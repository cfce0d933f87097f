import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, MenuItem } from '@mui/material';
import { corporateApplicationInput } from '@visabridge/contract';
import type { CorporateApplicationInput, EmployeeView } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { ApiResult } from '../../../lib/api-client';
import { useActiveCountries } from '../../../lib/api/use-countries';
import { useActiveEmployees } from '../api/list-employees';
import { outcomes } from '../corporate-messages';
import { CorporateDialogForm } from './corporate-dialog-form';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { EmployeeProfileState } from './employee-profile-state';
import { FilingTermsFields } from './filing-terms-fields';
import { useCorporateForm } from './use-corporate-form';
import { RhfSelectField } from '../../../components/form/rhf-select-field';

const { shape } = corporateApplicationInput;
// An empty choice says what to do rather than what format the API wants.
const chosen = <T extends z.ZodType<unknown, string>>(message: string, field: T) =>
  z.string().trim().min(1, message).pipe(field);

const applicationFormOf = (i18n: I18n) =>
  corporateApplicationInput.pick({ employeeId: true, visaType: true, purpose: true, priority: true }).extend({
    destination: chosen(i18n._(msg`Choose a destination country`), shape.destination),
    travelDate: chosen(i18n._(msg`Choose the travel date`), shape.travelDate),
  });
type ApplicationFormSchema = ReturnType<typeof applicationFormOf>;
type Values = z.input<ApplicationFormSchema>;
const fields = ['employeeId', 'destination', 'visaType', 'purpose', 'travelDate', 'priority'] as const;

type Props = {
  titleId: string;
  /** The employee chosen beforehand (e.g. from their row), or null. */
  employee: EmployeeView | null;
  isPending: boolean;
  submit: (input: CorporateApplicationInput) => Promise<ApiResult<unknown>>;
  onClose: () => void;
};

/**
 * 'Submit New Visa Application': who travels where, on which visa, why, when and how urgently. The chosen
 * employee's passport shows under their name, with what a filing still needs and a way to add it.
 */
export function ApplicationForm({ titleId, employee, isPending, submit, onClose }: Props) {
  const { t, i18n } = useLingui();
  const employees = useActiveEmployees();
  const countries = useActiveCountries();
  const applicationForm = useMemo(() => applicationFormOf(i18n), [i18n]);
  const form = useForm<Values, unknown, z.output<ApplicationFormSchema>>({
    resolver: zodResolver(applicationForm),
    defaultValues: {
      employeeId: employee?.id ?? '',
      destination: '',
      visaType: 'business',
      purpose: '',
      travelDate: '',
      priority: 'normal',
    },
    reValidateMode: 'onSubmit',
  });
  const dialog = useCorporateForm({
    form,
    fields,
    outcome: outcomes.submitApplication,
    request: submit,
    onClose,
  });
  const [editing, setEditing] = useState<EmployeeView | null>(null);
  const listed = employees.data?.items ?? [];
  // The preselected employee is offered even before the list arrives (or when it is past its first page).
  const choices = employee && !listed.some(({ id }) => id === employee.id) ? [employee, ...listed] : listed;
  const chosenId = useWatch({ control: form.control, name: 'employeeId' });
  const chosen = choices.find(({ id }) => id === chosenId);
  const travelDate = useWatch({ control: form.control, name: 'travelDate' });
  const destination = useWatch({ control: form.control, name: 'destination' });

  return (
    <>
      <CorporateDialogForm
        title={t`Submit New Visa Application`}
        titleId={titleId}
        submitLabel={t`Submit Application`}
        isPending={isPending}
        {...dialog}
      >
        {(employees.isError || countries.isError) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {employees.isError ? (
              <Trans>Failed to load employees. Close the dialog and try again.</Trans>
            ) : (
              <Trans>Failed to load countries. Close the dialog and try again.</Trans>
            )}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <RhfSelectField
            control={form.control}
            name="employeeId"
            label={t`Employee`}

            isRequired
            helperText={employees.isPending ? t`Loading employees...` : undefined}
            sx={{ gridColumn: '1 / -1' }}
          >
            {choices.map(({ id, firstName, lastName, position }) => (
              <MenuItem key={id} value={id}>
                {firstName} {lastName} - {position}
              </MenuItem>
            ))}
          </RhfSelectField>
          {chosen && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <EmployeeProfileState
                employee={chosen}
                travelDate={String(travelDate ?? '')}
                destination={String(destination ?? '')}
                onEdit={() => setEditing(chosen)}
              />
            </Box>
          )}
          <FilingTermsFields control={form.control} />
        </Box>
      </CorporateDialogForm>
      {/* Outside the form: the profile dialog's own submit must not submit the application. */}
      <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} />
    </>
  );
}
