import { Trans, useLingui } from '@lingui/react/macro';
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
    <Trans>
      Recorded by VisaBridge on {on} from <SourceLink href={source} />.
    </Trans>
  </Typography>
);

/** The dated rule in force for the trip, the dataset's answer it replaces, and where to apply directly. */
function AppliedRule({ entryRule }: { entryRule: NonNullable<RequirementsResult['entryRule']> }) {
  const { categoryLabel, description } = entryRule.replaced;
  const { officialSite, feeText, validity } = entryRule;
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby="entry-rule-title">
      <AlertTitle id="entry-rule-title" component="h3">
        {entryRule.authorisationName}
      </AlertTitle>
      <Typography variant="body2">{entryRule.summary}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Trans>
          This rule replaces the dataset&apos;s answer ({categoryLabel}: {description}).
        </Trans>
      </Typography>
      {officialSite && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Trans>
            Official site: <SourceLink href={officialSite} />, where you may apply directly, without
            VisaBridge. Government fee: {feeText}.
          </Trans>
        </Typography>
      )}
      {validity && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Trans>Valid for {validity}.</Trans>
        </Typography>
      )}
      <Recorded on={entryRule.recordedOn} source={entryRule.source} />
    </Alert>
  );
}

/**
 * The dated rule behind an answer and what it replaced, the changes around the trip, the announced ones,
 * where to apply directly, and how old the data is: an answer is only as good as its sources and dates.
 */
export function EntryRuleNotice({ result }: Props) {
  const { t } = useLingui();
  const { entryRule, ruleChanges, announcedRules } = result;
  return (
    <Stack spacing={2}>
      {entryRule && <AppliedRule entryRule={entryRule} />}
      {ruleChanges.length > 0 && (
        <section aria-labelledby="rule-changes-title">
          <Typography id="rule-changes-title" component="h3" variant="h6">
            <Trans>Changes since the dataset&apos;s edition, up to the end of your trip</Trans>
          </Typography>
          <List dense disablePadding>
            {ruleChanges.map((change) => (
              <ListItem key={`${change.ruleId}-${change.kind}-${change.on}`} disableGutters>
                <Typography variant="body2">
                  {change.isDuringTrip && (
                    <strong>
                      <Trans>During your trip:</Trans>{' '}
                    </strong>
                  )}
                  {change.text}
                </Typography>
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {announcedRules.map((rule) => {
        const name = rule.authorisationName;
        return (
          <Alert
            key={rule.id}
            severity="warning"
            component="section"
            role="region"
            aria-label={t({
              message: `Announced: ${name}`,
              comment: 'a new entry rule announced without a date, by its name',
            })}
          >
            <Typography variant="body2">{rule.text}</Typography>
            <Recorded on={rule.recordedOn} source={rule.source} />
          </Alert>
        );
      })}
      <Typography variant="body2" color="text.secondary">
        {result.freshness}
      </Typography>
      <Typography variant="body2">
        <strong>{result.confirmNotice}</strong>
      </Typography>
    </Stack>
  );
}
