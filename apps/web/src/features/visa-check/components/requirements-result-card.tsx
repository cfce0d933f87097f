import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import TipsAndUpdatesIcon from '@mui/icons-material/TipsAndUpdates';
import {
  Box,
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import type { RequirementsResult } from '@visabridge/contract';
import { ForwardArrowIcon } from '../../../components/icons/direction-arrows';
import { CountryName } from '../../../components/visa/country-name';
import { DecisionBasis } from '../../../components/visa/decision-basis';
import { FeeBreakdown } from '../../../components/payments/fee-breakdown';
import { DocumentChecklist } from '../../../components/visa/document-checklist';
import { englishArticle } from '../../../components/visa/english-article';
import { purposeNames } from '../../../components/visa/purpose-names';
import { RequirementFacts } from '../../../components/visa/requirement-facts';
import { VisaCategoryChip } from '../../../components/visa/visa-category-chip';
import { countryNameIn } from '../../../lib/i18n/country-name-in';
import { EntryRuleNotice } from './entry-rule-notice';
import { StartApplication } from './start-application';

/** One plain sentence under the category, so the answer reads at a glance; the countries named in `locale`. */
const summaryOf = (
  locale: string,
  { category, fromCountry, toCountry, isFreeMovement }: RequirementsResult,
): MessageDescriptor => {
  const country = countryNameIn(locale, fromCountry.code, fromCountry.name);
  const article = englishArticle(fromCountry.name);
  const destination = countryNameIn(locale, toCountry.code, toCountry.name);
  if (isFreeMovement)
    return msg`Citizens of ${country} may live, work and study in ${destination} under free movement: no visa or permit is needed.`;
  switch (category) {
    case 'visa_free':
      return msg({
        message: select(article, {
          an: `Holders of an ${country} passport can enter ${destination} without a visa.`,
          other: `Holders of a ${country} passport can enter ${destination} without a visa.`,
        }),
        comment:
          "{country} names the passport's country; the choice is only English's 'a' or 'an' before it: translate both alike",
      });
    case 'own_country':
      return msg`${destination} is your own country: no visa is needed.`;
    case 'eta':
      return msg`No visa is needed, but apply online for an electronic travel authorisation before you travel.`;
    case 'e_visa':
      return msg`Apply online for an e-visa before you travel.`;
    case 'visa_on_arrival':
      return msg`You get the visa at the border when you arrive.`;
    case 'visa_required':
      return msg`You need a visa for ${destination} before you travel.`;
    case 'no_admission':
      return msg({
        message: select(article, {
          an: `Holders of an ${country} passport are not admitted to ${destination}.`,
          other: `Holders of a ${country} passport are not admitted to ${destination}.`,
        }),
        comment:
          "{country} names the passport's country; the choice is only English's 'a' or 'an' before it: translate both alike",
      });
  }
};

type Props = {
  result: RequirementsResult;
  /** Moves focus to the answer (and so scrolls to it on a phone, where it sits below the form). */
  isFocusedOnShow: boolean;
};

export function RequirementsResultCard({ result, isFocusedOnShow }: Props) {
  const { i18n, t } = useLingui();
  const purpose = t(purposeNames[result.purpose]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocusedOnShow) headingRef.current?.focus();
  }, [result, isFocusedOnShow]);

  return (
    <Card component="section" aria-labelledby="visa-result-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              <Trans comment="the purpose of the trip checked: 'Tourism trip', 'Business trip'">
                {purpose} trip
              </Trans>
            </Typography>
            <Typography
              id="visa-result-title"
              ref={headingRef}
              tabIndex={-1}
              component="h2"
              variant="h5"
              sx={{
                outline: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.5,
              }}
            >
              <CountryName country={result.fromCountry} />
              {/* The arrow travels with the destination when the line wraps. */}
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
                <ForwardArrowIcon color="action" aria-hidden="true" />
                <Box component="span" sx={visuallyHidden}>
                  {t({
                    message: 'to',
                    comment:
                      'read by screen readers between the two countries of the check: "Germany to India"',
                  })}
                </Box>
                <CountryName country={result.toCountry} />
              </Box>
            </Typography>
          </Box>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <VisaCategoryChip category={result.category} size="large" />
            <Typography>{t(summaryOf(i18n.locale, result))}</Typography>
          </Stack>
          <EntryRuleNotice result={result} />
          <RequirementFacts result={result} />
          {result.fees && (
            <section aria-labelledby="visa-fees-title">
              <Typography id="visa-fees-title" component="h3" variant="h6" sx={{ mb: 0.5 }}>
                <Trans>Fees</Trans>
              </Typography>
              <FeeBreakdown fees={result.fees} />
            </section>
          )}
          <DocumentChecklist checklist={result.checklist} isApplication={result.fees !== null} />
          {result.recommendations.length > 0 && (
            <section aria-labelledby="visa-recommendations-title">
              <Typography id="visa-recommendations-title" component="h3" variant="h6" sx={{ mb: 0.5 }}>
                <Trans>Recommendations</Trans>
              </Typography>
              <List dense disablePadding>
                {result.recommendations.map((tip) => (
                  <ListItem key={tip} disableGutters sx={{ alignItems: 'flex-start' }}>
                    <ListItemIcon sx={{ minWidth: 34, mt: 0.75 }}>
                      <TipsAndUpdatesIcon color="primary" fontSize="small" aria-hidden="true" />
                    </ListItemIcon>
                    <ListItemText primary={tip} slotProps={{ primary: { variant: 'body1' } }} />
                  </ListItem>
                ))}
              </List>
            </section>
          )}
          <Divider />
          <DecisionBasis rule={result.rule} policy={result.policy} edition={result.edition} />
          <StartApplication result={result} />
        </Stack>
      </CardContent>
    </Card>
  );
}
