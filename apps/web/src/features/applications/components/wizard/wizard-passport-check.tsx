import { Alert, AlertTitle, Link } from '@mui/material';
import { passportProblems, passportRuleText, recordedFrom } from '@visabridge/contract';
import type { SubmissionDraft } from '@visabridge/contract';

/**
 * Checks the passport against the destination's own rule as soon as the dates it needs are known, and says
 * which rule that is and where it comes from (or that the destination's rule is not in our data).
 */
export function WizardPassportCheck({ draft }: { draft: SubmissionDraft }) {
  const problems = passportProblems(draft);
  if (problems.length === 0) return null;
  const conditions = draft.entryConditions ?? null;
  const destination = draft.destination ?? 'The destination';
  return (
    <Alert severity="warning" aria-label="Passport check">
      <AlertTitle>Your passport does not meet the entry rule</AlertTitle>
      {problems.map((problem) => (
        <div key={problem.field}>{problem.message}.</div>
      ))}
      <div>
        {passportRuleText(conditions, destination)}
        {conditions?.passportValidity && (
          <>
            {' '}
            ({recordedFrom(conditions.recordedOn, '')}
            <Link href={conditions.source} target="_blank" rel="noreferrer">
              {conditions.source}
            </Link>
            ; confirm it there before you travel).
          </>
        )}
      </div>
      Renew your passport or change your travel dates before you submit.
    </Alert>
  );
}
