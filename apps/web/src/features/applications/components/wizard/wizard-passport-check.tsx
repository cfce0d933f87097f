import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Link } from '@mui/material';
import { passportProblems } from '@visabridge/contract';
import type { SubmissionDraft } from '@visabridge/contract';
import { passportRuleTextIn } from './passport-rule-text';

/** Where the rule comes from, with a link to its official source (the contract's `recordedFrom`). */
function RuleSource({ recordedOn, source }: { recordedOn: string; source: string }) {
  return (
    <Trans comment="{recordedOn} is a date (YYYY-MM-DD); the link is the official page the rule comes from">
      (recorded by VisaBridge on {recordedOn} from{' '}
      <Link href={source} target="_blank" rel="noreferrer">
        {source}
      </Link>
      ; confirm it there before you travel).
    </Trans>
  );
}

/**
 * Checks the passport against the destination's own rule as soon as the dates it needs are known, and says
 * which rule that is and where it comes from (or that the destination's rule is not in our data).
 */
export function WizardPassportCheck({ draft }: { draft: SubmissionDraft }) {
  const { t, i18n } = useLingui();
  const problems = passportProblems(draft);
  if (problems.length === 0) return null;
  const conditions = draft.entryConditions ?? null;
  const destination =
    draft.destination ?? t({ message: 'The destination', comment: 'a country whose name is not known yet' });
  return (
    <Alert severity="warning" aria-label={t`Passport check`}>
      <AlertTitle>
        <Trans>Your passport does not meet the entry rule</Trans>
      </AlertTitle>
      {problems.map((problem) => (
        <div key={problem.field}>{problem.message}.</div>
      ))}
      <div>
        {passportRuleTextIn(i18n, conditions, destination)}
        {conditions?.passportValidity && (
          <>
            {' '}
            <RuleSource recordedOn={conditions.recordedOn} source={conditions.source} />
          </>
        )}
      </div>
      <Trans>Renew your passport or change your travel dates before you submit.</Trans>
    </Alert>
  );
}
