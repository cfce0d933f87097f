import { Trans, useLingui } from '@lingui/react/macro';
import { Typography } from '@mui/material';
import type { CorporateApplicationView } from '@visabridge/contract';
import { useCountryName } from '../../../../lib/api/use-countries';

type Props = Pick<
  CorporateApplicationView,
  'visaTypeName' | 'categoryLabel' | 'nationality' | 'documentsRequired' | 'documentsUploaded'
>;

/** The visa type, what the check found for the employee's passport, and how many required documents are in. */
export function VisaTypeFacts({
  visaTypeName,
  categoryLabel,
  nationality,
  documentsRequired,
  documentsUploaded,
}: Props) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const nationalityName = nationality ? countryName(nationality) : null;
  const passport = nationalityName
    ? t({
        message: `${nationalityName} passport`,
        comment: '{nationalityName} is the country that issued it',
      })
    : null;
  const check = [categoryLabel, passport].filter(Boolean).join(' · ');
  return (
    <>
      {visaTypeName}
      {check && (
        <Typography variant="body2" color="text.secondary">
          {check}
        </Typography>
      )}
      {documentsRequired > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          <Trans comment="required documents uploaded so far, of all required">
            {documentsUploaded} of {documentsRequired} documents
          </Trans>
        </Typography>
      )}
    </>
  );
}
