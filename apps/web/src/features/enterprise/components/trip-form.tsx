import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Stack } from '@mui/material';
import { corporateTripInput, localDayOf } from '@visabridge/contract';
import type { CorporateTripInput, CorporateTripView, EmployeeView } from '@visabridge/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { ApiResult } from '../../../lib/api-client';
import { useActiveEmployees } from '../api/list-employees';
import { outcomes } from '../corporate-messages';
import { CorporateDialogForm } from './corporate-dialog-form';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { EmployeeProfileState } from './employee-profile-state';
import { EmployeesField } from './employees-field';
import { FilingTermsFields } from './filing-terms-fields';
import { useCorporateForm } from './use-corporate-form';
import type { DialogFormProps } from './applications/dialog-button';

type Values = z.input<typeof corporateTripInput>;
const fields = [
  'employeeIds',
  'destination',
  'visaType',
  'purpose',
  'travelDate',
  'returnDate',
  'priority',
  'notes',
] as const;

/**
 * 'File a trip': several employees to one destination on the same visa type, purpose and dates. Each chosen
 * employee's passport shows as they are added, with what a filing still needs and a way to add it.
 */
export function TripForm({
  titleId,
  isPending,
  send,
  onClose,
}: DialogFormProps<CorporateTripInput, ApiResult<CorporateTripView>>) {
  const { t } = useLingui();
  const employees = useActiveEmployees();
  const form = useForm<Values, unknown, z.output<typeof corporateTripInput>>({
    resolver: zodResolver(corporateTripInput),
    defaultValues: {
      employeeIds: [],
      destination: '',
      visaType: 'business',
      purpose: '',
      travelDate: '',
      returnDate: '',
      priority: 'normal',
      notes: '',
    },
    reValidateMode: 'onSubmit',
  });
  const dialog = useCorporateForm({ form, fields, outcome: outcomes.fileTrip, request: send, onClose });
  const [editing, setEditing] = useState<EmployeeView | null>(null);
  const listed = employees.data?.items ?? [];
  const chosenIds = useWatch({ control: form.control, name: 'employeeIds' });
  const travelDate = String(useWatch({ control: form.control, name: 'travelDate' }) ?? '');
  const destination = String(useWatch({ control: form.control, name: 'destination' }) ?? '');
  const returnDate = String(useWatch({ control: form.control, name: 'returnDate' }) ?? '');
  const chosen = listed.filter(({ id }) => chosenIds.includes(id));

  return (
    <>
      <CorporateDialogForm
        title={t`File a trip for several employees`}
        titleId={titleId}
        submitLabel={t`File trip`}
        isPending={isPending}
        {...dialog}
      >
        {employees.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <Trans>Failed to load employees. Close the dialog and try again.</Trans>
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <EmployeesField
              control={form.control}
              name="employeeIds"
              employees={listed}
              isLoading={employees.isPending}
              labelOf={({ firstName, lastName, position }) => `${firstName} ${lastName} - ${position}`}
            />
          </Box>
          {chosen.length > 0 && (
            <Stack
              spacing={1}
              sx={{ gridColumn: '1 / -1' }}
              role="group"
              aria-label={t`Chosen employees' passports`}
            >
              {chosen.map((employee) => (
                <EmployeeProfileState
                  key={employee.id}
                  employee={employee}
                  travelDate={travelDate}
                  destination={destination}
                  returnDate={returnDate}
                  isNamed
                  onEdit={() => setEditing(employee)}
                />
              ))}
            </Stack>
          )}
          <FilingTermsFields
            control={form.control}
            dates={
              <RhfTextField
                control={form.control}
                name="returnDate"
                label={t`Return Date`}
                type="date"
                helperText={t`Optional: the passports must be valid for the whole stay`}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: travelDate || localDayOf() } }}
              />
            }
          />
          <RhfTextField
            control={form.control}
            name="notes"
            label={t`Notes for the agent`}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
      </CorporateDialogForm>
      {/* Outside the form: the profile dialog's own submit must not file the trip. */}
      <EditEmployeeDialog employee={editing} onClose={() => setEditing(null)} />
    </>
  );
}
