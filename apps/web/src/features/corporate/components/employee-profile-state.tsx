import { Alert, Box, Button } from '@mui/material';
import { sixMonthsAfter, travelProfileLabel, type EmployeeView } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';
import { PassportSummary } from './passport-summary';

type Props = {
  employee: EmployeeView;
  /** The travel date chosen so far (YYYY-MM-DD), '' before one is. */
  travelDate: string;
  onEdit: () => void;
};

/** Under the chosen employee: their passport, or what their profile lacks before a filing, with the way to add it. */
export function EmployeeProfileState({ employee, travelDate, onEdit }: Props) {
  const name = `${employee.firstName} ${employee.lastName}`;
  const editButton = (
    <Button size="small" onClick={onEdit} aria-label={`Edit ${name}'s profile`}>
      Edit profile
    </Button>
  );
  if (employee.missingProfile.length > 0)
    return (
      <Alert severity="warning" action={editButton}>
        {name}&apos;s travel profile has no {employee.missingProfile.map(travelProfileLabel).join(', ')}. A
        visa application needs them: add them to the profile first.
      </Alert>
    );
  // The server's rule too: valid at least 6 months after the travel date.
  const validUntil = /^\d{4}-\d{2}-\d{2}$/.test(travelDate) ? sixMonthsAfter(travelDate) : null;
  if (validUntil && employee.passportExpiry && employee.passportExpiry < validUntil)
    return (
      <Alert severity="warning" action={editButton}>
        {name}&apos;s passport expires on {formatDate(employee.passportExpiry, 'short')}; for this trip it
        must be valid until at least {formatDate(validUntil, 'short')}, 6 months after the travel date. Renew
        it and update the profile, or change the travel date.
      </Alert>
    );
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5 }}
      aria-label={`${name}'s passport`}
      role="group"
    >
      <Box>
        <PassportSummary {...employee} />
      </Box>
      {editButton}
    </Box>
  );
}
