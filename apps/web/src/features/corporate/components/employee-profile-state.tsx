import { Alert, Box, Button } from '@mui/material';
import { travelProfileLabel, type EmployeeView } from '@visabridge/contract';
import { PassportSummary } from './passport-summary';

type Props = { employee: EmployeeView; onEdit: () => void };

/** Under the chosen employee: their passport, or what their profile lacks before a filing, with the way to add it. */
export function EmployeeProfileState({ employee, onEdit }: Props) {
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
