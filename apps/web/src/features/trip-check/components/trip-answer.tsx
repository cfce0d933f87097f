import {
  Alert,
  Box,
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { withArticle } from '@visabridge/contract';
import type { TripResult } from '@visabridge/contract/trips';
import { useEffect, useRef } from 'react';
import { CountryName } from '../../../components/visa/country-name';
import { DecisionBasis } from '../../../components/visa/decision-basis';
import { RequirementFacts } from '../../../components/visa/requirement-facts';
import { VisaCategoryChip } from '../../../components/visa/visa-category-chip';
import { whenNeeded } from '../../../components/visa/when-needed';
import { formatDate } from '../../../lib/format';

const legsText = (numbers: number[]) =>
  numbers.length === 1
    ? `Leg ${numbers[0]}`
    : `Legs ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;

function LegAnswer({ leg }: { leg: TripResult['legs'][number] }) {
  const headingId = `trip-answer-leg-${leg.number}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} component="h3" variant="h6">
            Leg {leg.number}: <CountryName country={leg.destination} />
            {leg.isConnection ? ' (connection)' : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(leg.arrivalDate)} to {formatDate(leg.departureDate)}
          </Typography>
          <Box>
            <VisaCategoryChip category={leg.answer.category} />
          </Box>
          {leg.transit && (
            <Alert severity={leg.transit.isInData ? 'info' : 'warning'}>{leg.transit.note}</Alert>
          )}
          <RequirementFacts result={leg.answer} />
          <DecisionBasis rule={leg.answer.rule} policy={leg.answer.policy} edition={leg.answer.edition} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The trip's answer: what to apply for first, each leg's answer, and one checklist for the whole trip. */
export default function TripAnswer({ result }: { result: TripResult }) {
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // A new answer takes the focus, so a screen reader reads it and a phone scrolls to it.
  useEffect(() => summaryRef.current?.focus(), [result]);
  return (
    <Stack spacing={3} aria-live="polite">
      <Box>
        <Typography ref={summaryRef} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
          Your trip with {withArticle(`${result.fromCountry.name} passport`)}
        </Typography>
        <Alert
          severity={
            result.summary.applyBefore.length || result.summary.notAdmitted.length ? 'warning' : 'success'
          }
          sx={{ mt: 1.5 }}
        >
          {result.summary.text}
        </Alert>
      </Box>
      {result.legs.map((leg) => (
        <LegAnswer key={leg.number} leg={leg} />
      ))}
      <Card component="section" aria-labelledby="trip-checklist-heading">
        <CardContent>
          <Typography id="trip-checklist-heading" component="h2" variant="h6">
            Documents for the whole trip
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Each document once, with when it is needed and the legs it is for: uploads first.
          </Typography>
          <Divider sx={{ my: 1.5 }} />
          <List dense disablePadding>
            {result.checklist.map((item) => (
              <ListItem key={`${item.kind} ${item.document}`} disableGutters>
                <ListItemText
                  primary={item.document}
                  secondary={`${whenNeeded[item.kind]}. ${legsText(item.legs)}.`}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}
