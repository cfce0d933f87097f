import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { TripResult } from '@visabridge/contract/trips';
import { useEffect, useRef } from 'react';
import { CountryName, useCountryName } from '../../../components/visa/country-name';
import { DecisionBasis } from '../../../components/visa/decision-basis';
import { englishArticle } from '../../../components/visa/english-article';
import { RequirementFacts } from '../../../components/visa/requirement-facts';
import { VisaCategoryChip } from '../../../components/visa/visa-category-chip';
import { whenNeeded } from '../../../components/visa/when-needed';
import { formatDate } from '../../../lib/format';

function LegAnswer({ leg }: { leg: TripResult['legs'][number] }) {
  const { number } = leg;
  const headingId = `trip-answer-leg-${number}`;
  const arrival = formatDate(leg.arrivalDate);
  const departure = formatDate(leg.departureDate);
  const destination = <CountryName country={leg.destination} />;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} component="h3" variant="h6">
            {leg.isConnection ? (
              <Trans comment="a leg of a trip where the traveller only changes planes">
                Leg {number}: {destination} (connection)
              </Trans>
            ) : (
              <Trans comment="a leg of a trip: one destination, in the order travelled">
                Leg {number}: {destination}
              </Trans>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              {arrival} to {departure}
            </Trans>
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
  const { t } = useLingui();
  const nameOf = useCountryName();
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // A new answer takes the focus, so a screen reader reads it and a phone scrolls to it.
  useEffect(() => summaryRef.current?.focus(), [result]);
  const country = nameOf(result.fromCountry);
  const article = englishArticle(result.fromCountry.name);
  const legsText = (numbers: number[]) => {
    const last = numbers.at(-1);
    const others = numbers.slice(0, -1).join(', ');
    return t({
      message: plural(numbers.length, { one: `Leg ${last}`, other: `Legs ${others} and ${last}` }),
      comment: 'the legs of a trip a document is needed for: "Leg 3", "Legs 1, 2 and 3"',
    });
  };
  return (
    <Stack spacing={3} aria-live="polite">
      <Box>
        <Typography ref={summaryRef} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
          {t({
            message: select(article, {
              an: `Your trip with an ${country} passport`,
              other: `Your trip with a ${country} passport`,
            }),
            comment:
              "{country} names the passport's country; the choice is only English's 'a' or 'an' before it: translate both alike",
          })}
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
            <Trans>Documents for the whole trip</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Each document once, with when it is needed and the legs it is for: uploads first.</Trans>
          </Typography>
          <Divider sx={{ my: 1.5 }} />
          <List dense disablePadding>
            {result.checklist.map((item) => {
              const when = t(whenNeeded[item.kind]);
              const legs = legsText(item.legs);
              return (
                <ListItem key={`${item.kind} ${item.document}`} disableGutters>
                  <ListItemText
                    primary={item.document}
                    secondary={t({
                      message: `${when}. ${legs}.`,
                      comment:
                        'two sentences: when a document is needed, then the legs of the trip it is for',
                    })}
                  />
                </ListItem>
              );
            })}
          </List>
        </CardContent>
      </Card>
    </Stack>
  );
}
