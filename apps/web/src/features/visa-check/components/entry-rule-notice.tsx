import { Alert, AlertTitle, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';

type Props = { result: RequirementsResult };

const SourceLink = ({ href }: { href: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {href}
  </Link>
);

/** Where a rule comes from, its source a link: recorded from it on that day, not verified since. */
const Recorded = ({ on, source }: { on: string; source: string }) => (
  <Typography variant="body2" sx={{ mt: 1 }}>
    Recorded by VisaBridge on {on} from <SourceLink href={source} />.
  </Typography>
);

/**
 * The dated rule behind an answer and what it replaced, the changes around the trip, the announced ones,
 * where to apply directly, and how old the data is: an answer is only as good as its sources and dates.
 */
export function EntryRuleNotice({ result }: Props) {
  const { entryRule, ruleChanges, announcedRules } = result;
  return (
    <Stack spacing={2}>
      {entryRule && (
        <Alert severity="info" component="section" role="region" aria-labelledby="entry-rule-title">
          <AlertTitle id="entry-rule-title" component="h3">
            {entryRule.authorisationName}
          </AlertTitle>
          <Typography variant="body2">{entryRule.summary}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            This rule replaces the dataset&apos;s answer ({entryRule.replaced.categoryLabel}:{' '}
            {entryRule.replaced.description}).
          </Typography>
          {entryRule.officialSite && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Official site: <SourceLink href={entryRule.officialSite} />, where you may apply directly,
              without VisaBridge. Government fee: {entryRule.feeText}.
            </Typography>
          )}
          {entryRule.validity && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Valid for {entryRule.validity}.
            </Typography>
          )}
          <Recorded on={entryRule.recordedOn} source={entryRule.source} />
        </Alert>
      )}
      {ruleChanges.length > 0 && (
        <section aria-labelledby="rule-changes-title">
          <Typography id="rule-changes-title" component="h3" variant="h6">
            Changes since the dataset&apos;s edition, up to the end of your trip
          </Typography>
          <List dense disablePadding>
            {ruleChanges.map((change) => (
              <ListItem key={`${change.ruleId}-${change.kind}-${change.on}`} disableGutters>
                <Typography variant="body2">
                  {change.isDuringTrip && <strong>During your trip: </strong>}
                  {change.text}
                </Typography>
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {announcedRules.map((rule) => (
        <Alert
          key={rule.id}
          severity="warning"
          component="section"
          role="region"
          aria-label={`Announced: ${rule.authorisationName}`}
        >
          <Typography variant="body2">{rule.text}</Typography>
          <Recorded on={rule.recordedOn} source={rule.source} />
        </Alert>
      ))}
      <Typography variant="body2" color="text.secondary">
        {result.freshness}
      </Typography>
      <Typography variant="body2">
        <strong>{result.confirmNotice}</strong>
      </Typography>
    </Stack>
  );
}
