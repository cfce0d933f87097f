import { Chip, Typography } from '@mui/material';
import { type EmployeeView, localDayOf, sixMonthsAfter, travelProfileLabel } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';
import { useCountryName } from '../../../lib/api/use-countries';

/** 'Expired' or 'Expires soon' (within 6 months, too soon for most visas), else nothing. */
const expiryWarning = (expiry: string, today = localDayOf()) => {
  if (expiry < today) return { label: 'Expired', color: 'error' } as const;
  if (expiry < sixMonthsAfter(today)) return { label: 'Expires soon', color: 'warning' } as const;
  return null;
};

type Props = Pick<EmployeeView, 'nationality' | 'passportNumberMasked' | 'passportExpiry' | 'missingProfile'>;

/** An employee's passport in a list: nationality, the number masked, the expiry with a warning when near. */
export function PassportSummary({
  nationality,
  passportNumberMasked,
  passportExpiry,
  missingProfile,
}: Props) {
  const countryName = useCountryName();
  const warning = passportExpiry ? expiryWarning(passportExpiry) : null;
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {[nationality && countryName(nationality), passportNumberMasked].filter(Boolean).join(' · ') ||
          'No passport on file'}
      </Typography>
      {passportExpiry && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Expires {formatDate(passportExpiry, 'short')}
          {warning && (
            <Chip component="span" size="small" color={warning.color} label={warning.label} sx={{ ml: 1 }} />
          )}
        </Typography>
      )}
      {missingProfile.length > 0 && (
        <Typography variant="body2" color="warning.dark">
          Missing: {missingProfile.map(travelProfileLabel).join(', ')}
        </Typography>
      )}
    </>
  );
}
