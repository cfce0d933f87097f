import { Alert, AlertTitle, Link, List, ListItem, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { formatDate } from '../../../lib/format';

type Props = { result: RequirementsResult };

const SourceLink = ({ href }: { href: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer">
    {href}
  </Link>
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
              Official site: <SourceLink href={entryRule.officialSite} />. Government fee: {entryRule.feeText}
              . {entryRule.applyDirectly}
            </Typography>
          )}
          {entryRule.validity && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Valid for {entryRule.validity}.
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {entryRule.recorded} (source: <SourceLink href={entryRule.source} />
            ).
          </Typography>
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
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {rule.recorded} (source: <SourceLink href={rule.source} />
            ).
          </Typography>
        </Alert>
      ))}
      <Typography variant="body2" color="text.secondary">
        {result.freshness} Data edition of {formatDate(result.edition.editionDate, 'short')}.
      </Typography>
      <Typography variant="body2">
        <strong>{result.confirmNotice}</strong>
      </Typography>
    </Stack>
  );
}
