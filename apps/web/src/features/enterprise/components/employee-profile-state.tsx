import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Typography } from '@mui/material';
import { passportRuleProblems, type EmployeeView } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';
import { useVisaRequirements } from '../../../lib/api/use-visa-requirements';
import { travelProfileFieldNames } from './corporate-names';
import { PassportSummary } from './passport-summary';

type Props = {
  employee: EmployeeView;
  /** The travel date chosen so far (YYYY-MM-DD), '' before one is. */
  travelDate: string;
  /** The destination chosen so far (a country code), '' before one is: its own passport rule applies. */
  destination: string;
  /** The day of return when known (YYYY-MM-DD); the travel date is the earliest departure otherwise. */
  returnDate?: string;
  /** Shows the employee's name beside their passport, where several are listed together. */
  isNamed?: boolean;
  onEdit: () => void;
};

/** Under the chosen employee: their passport, or what their profile lacks before a filing, with the way to add it. */
export function EmployeeProfileState({
  employee,
  travelDate,
  destination,
  returnDate,
  isNamed = false,
  onEdit,
}: Props) {
  const { t } = useLingui();
  const name = `${employee.firstName} ${employee.lastName}`;
  const isTripKnown = /^\d{4}-\d{2}-\d{2}$/.test(travelDate) && /^[A-Z]{2}$/.test(destination);
  const check = useVisaRequirements(
    isTripKnown && employee.nationality
      ? { fromCountry: employee.nationality, toCountry: destination, purpose: 'business' }
      : null,
  );
  const editButton = (
    <Button size="small" onClick={onEdit} aria-label={t`Edit profile of ${name}`}>
      <Trans>Edit profile</Trans>
    </Button>
  );
  if (employee.missingProfile.length > 0) {
    const missingFields = employee.missingProfile
      .map((field) => t(travelProfileFieldNames[field]))
      .join(', ');
    return (
      <Alert severity="warning" action={editButton}>
        <Trans comment="{missingFields} lists the missing fields, e.g. 'passport number, date of birth'">
          {name}&apos;s travel profile has no {missingFields}. A visa application needs them: add them to the
          profile first.
        </Trans>
      </Alert>
    );
  }
  // The server's rule too: the destination's own, with the travel date as arrival and earliest departure.
  const [tooShort] =
    check.data && employee.passportExpiry
      ? passportRuleProblems({
          conditions: check.data.entryConditions,
          destination: check.data.toCountry.name,
          expiry: employee.passportExpiry,
          arrival: travelDate,
          departure: returnDate && returnDate >= travelDate ? returnDate : travelDate,
        })
      : [];
  if (tooShort && employee.passportExpiry) {
    const expiryDate = formatDate(employee.passportExpiry, 'short');
    const problem = tooShort.message;
    return (
      <Alert severity="warning" action={editButton}>
        <Trans comment="{problem} is a sentence saying how long the passport must be valid, without its full stop">
          {name}&apos;s passport expires on {expiryDate}. {problem}. Renew it and update the profile, or
          change the travel date.
        </Trans>
      </Alert>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5 }}
      aria-label={t`${name}'s passport`}
      role="group"
    >
      <Box>
        {isNamed && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
        )}
        <PassportSummary {...employee} />
      </Box>
      {editButton}
    </Box>
  );
}
