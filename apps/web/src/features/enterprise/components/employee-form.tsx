import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import { employeeInput } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { ApiResult } from '../../../lib/api-client';
import type { Outcome } from '../corporate-messages';
import { CorporateDialogForm } from './corporate-dialog-form';
import { EmployeeProfileFields } from './employee-profile-fields';
import { useCorporateForm } from './use-corporate-form';

const employeeForm = employeeInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  position: true,
  department: true,
  hireDate: true,
  nationality: true,
  passportNumber: true,
  passportExpiry: true,
  dateOfBirth: true,
  gender: true,
});
export type EmployeeValues = z.input<typeof employeeForm>;
export type EmployeeDetails = z.output<typeof employeeForm>;

const fields = [
  'firstName',
  'lastName',
  'email',
  'position',
  'department',
  'hireDate',
  'nationality',
  'passportNumber',
  'passportExpiry',
  'dateOfBirth',
  'gender',
] as const;

/** An employee's profile as the form starts: '' where nothing is on record. */
export const profileDefaults = (employee?: {
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  dateOfBirth: string | null;
  gender: string | null;
}) => ({
  nationality: employee?.nationality ?? '',
  passportNumber: employee?.passportNumber ?? '',
  passportExpiry: employee?.passportExpiry ?? '',
  dateOfBirth: employee?.dateOfBirth ?? '',
  gender: employee?.gender ?? '',
});

type TextFieldSpec = {
  name: 'firstName' | 'lastName' | 'email' | 'position' | 'department';
  label: MessageDescriptor;
  type?: 'email';
  isWide?: boolean;
};

const textFields: TextFieldSpec[] = [
  { name: 'firstName', label: msg`First Name` },
  { name: 'lastName', label: msg`Last Name` },
  { name: 'email', label: msg`Email`, type: 'email', isWide: true },
  { name: 'position', label: msg({ message: 'Position', comment: "an employee's job title" }) },
  {
    name: 'department',
    label: msg({ message: 'Department', comment: 'the part of the company an employee works in' }),
  },
];

type Props = {
  title: string;
  titleId: string;
  submitLabel: string;
  defaultValues: EmployeeValues;
  outcome: Outcome;
  isPending: boolean;
  save: (details: EmployeeDetails) => Promise<ApiResult<unknown>>;
  onClose: () => void;
};

/** An employee's details and travel profile, checked with the API's schema. */
export function EmployeeForm({
  title,
  titleId,
  submitLabel,
  defaultValues,
  outcome,
  isPending,
  save,
  onClose,
}: Props) {
  const { t } = useLingui();
  const form = useForm<EmployeeValues, unknown, EmployeeDetails>({
    resolver: zodResolver(employeeForm),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const dialog = useCorporateForm({ form, fields, outcome, request: save, onClose });

  return (
    <CorporateDialogForm
      title={title}
      titleId={titleId}
      submitLabel={submitLabel}
      isPending={isPending}
      {...dialog}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {textFields.map(({ name, label, type, isWide }) => (
          <RhfTextField
            key={name}
            control={form.control}
            name={name}
            label={t(label)}
            type={type}
            isRequired
            autoComplete="off"
            sx={isWide ? { gridColumn: '1 / -1' } : undefined}
            slotProps={{ htmlInput: { maxLength: name === 'email' ? 254 : 100 } }}
          />
        ))}
        <RhfTextField
          control={form.control}
          name="hireDate"
          label={t`Hire Date`}
          type="date"
          isRequired
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <EmployeeProfileFields control={form.control} />
      </Box>
    </CorporateDialogForm>
  );
}
