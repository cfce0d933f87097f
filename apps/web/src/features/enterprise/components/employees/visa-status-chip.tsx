import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';
import { employeeVisaStatusNames } from '../corporate-names';

/** An employee's visa status: green when 'Valid', amber otherwise (spec). */
export function VisaStatusChip({ status }: { status: EmployeeView['visaStatus'] }) {
  const { t } = useLingui();
  return (
    <Chip
      component="span"
      size="small"
      color={status === 'Valid' ? 'success' : 'warning'}
      label={t(employeeVisaStatusNames[status])}
      sx={{ fontWeight: 600 }}
    />
  );
}
