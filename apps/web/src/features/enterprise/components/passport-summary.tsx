import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Chip, Typography } from '@mui/material';
import { type EmployeeView, localDayOf, sixMonthsAfter } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';
import { useCountryName } from '../../../lib/api/use-countries';
import { travelProfileFieldNames } from './corporate-names';

/** 'Expired' or 'Expires soon' (within 6 months, too soon for most visas), else nothing. */
const expiryWarning = (expiry: string, today = localDayOf()) => {
  if (expiry < today)
    return {
      label: msg({ message: 'Expired', comment: 'a passport past its expiry date' }),
      color: 'error',
    } as const;
  if (expiry < sixMonthsAfter(today))
    return {
      label: msg({ message: 'Expires soon', comment: 'a passport that expires within 6 months' }),
      color: 'warning',
    } as const;
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
  const { t } = useLingui();
  const countryName = useCountryName();
  const warning = passportExpiry ? expiryWarning(passportExpiry) : null;
  const expiryDate = passportExpiry ? formatDate(passportExpiry, 'short') : null;
  const missingFields = missingProfile.map((field) => t(travelProfileFieldNames[field])).join(', ');
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {[nationality && countryName(nationality), passportNumberMasked].filter(Boolean).join(' · ') ||
          t`No passport on file`}
      </Typography>
      {expiryDate && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          <Trans comment="when a passport expires">Expires {expiryDate}</Trans>
          {warning && (
            <Chip
              component="span"
              size="small"
              color={warning.color}
              label={t(warning.label)}
              sx={{ ml: 1 }}
            />
          )}
        </Typography>
      )}
      {missingProfile.length > 0 && (
        <Typography variant="body2" color="warning.dark">
          <Trans comment="{missingFields} lists the travel profile fields missing, e.g. 'passport number, date of birth'">
            Missing: {missingFields}
          </Trans>
        </Typography>
      )}
    </>
  );
}
