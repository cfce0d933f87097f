import { Chip } from '@mui/material';
import type { EmployeeView } from '@visabridge/contract';

/** An employee's visa status: green when 'Valid', amber otherwise (spec). */
export function VisaStatusChip({ status }: { status: EmployeeView['visaStatus'] }) {
  return (
    <Chip
      component="span"
      size="small"
      color={status === 'Valid' ? 'success' : 'warning'}
      label={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
