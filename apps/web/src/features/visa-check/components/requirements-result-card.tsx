import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
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
import { purposeLabels, withArticle } from '@visabridge/contract';
import { useEffect, useRef } from 'react';
import type { RequirementsResult } from '@visabridge/contract';
import { CountryName } from '../../../components/visa/country-name';
import { DecisionBasis } from '../../../components/visa/decision-basis';
import { FeeBreakdown } from '../../../components/payments/fee-breakdown';
import { DocumentChecklist } from '../../../components/visa/document-checklist';
import { RequirementFacts } from '../../../components/visa/requirement-facts';
import { VisaCategoryChip } from '../../../components/visa/visa-category-chip';
import { EntryRuleNotice } from './entry-rule-notice';
import { StartApplication } from './start-application';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One plain sentence under the category, so the answer reads at a glance. */
const summaryOf = ({ category, fromCountry, toCountry, isFreeMovement }: RequirementsResult) => {
  const holders = `Holders of ${withArticle(`${fromCountry.name} passport`)}`;
  if (isFreeMovement)
    return `Citizens of ${fromCountry.name} may live, work and study in ${toCountry.name} under free movement: no visa or permit is needed.`;
  switch (category) {
    case 'visa_free':
      return `${holders} can enter ${toCountry.name} without a visa.`;
    case 'own_country':
      return `${toCountry.name} is your own country: no visa is needed.`;
    case 'eta':
      return 'No visa is needed, but apply online for an electronic travel authorisation before you travel.';
    case 'e_visa':
      return 'Apply online for an e-visa before you travel.';
    case 'visa_on_arrival':
      return 'You get the visa at the border when you arrive.';
    case 'visa_required':
      return `You need a visa for ${toCountry.name} before you travel.`;
    case 'no_admission':
      return `${holders} are not admitted to ${toCountry.name}.`;
  }
};

type Props = {
  result: RequirementsResult;
  /** Moves focus to the answer (and so scrolls to it on a phone, where it sits below the form). */
  isFocusedOnShow: boolean;
};

export function RequirementsResultCard({ result, isFocusedOnShow }: Props) {
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
              {purposeLabels[result.purpose]} trip
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
                <ArrowForwardIcon color="action" aria-hidden="true" />
                <Box component="span" sx={visuallyHidden}>
                  to
                </Box>
                <CountryName country={result.toCountry} />
              </Box>
            </Typography>
          </Box>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <VisaCategoryChip category={result.category} size="large" />
            <Typography>{summaryOf(result)}</Typography>
          </Stack>
          <EntryRuleNotice result={result} />
          <RequirementFacts result={result} />
          {result.fees && (
            <section aria-labelledby="visa-fees-title">
              <Typography id="visa-fees-title" component="h3" variant="h6" sx={{ mb: 0.5 }}>
                Fees
              </Typography>
              <FeeBreakdown fees={result.fees} />
            </section>
          )}
          <DocumentChecklist checklist={result.checklist} isApplication={result.fees !== null} />
          {result.recommendations.length > 0 && (
            <section aria-labelledby="visa-recommendations-title">
              <Typography id="visa-recommendations-title" component="h3" variant="h6" sx={{ mb: 0.5 }}>
                Recommendations
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
