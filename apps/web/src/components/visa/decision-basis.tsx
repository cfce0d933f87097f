import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { formatDate } from '../../lib/format';

type Props = Pick<RequirementsResult, 'rule' | 'policy' | 'edition'>;

/** Where the fee and processing time come from: the policy, its source and when it was last verified. */
function PolicyBasis({ policy }: { policy: NonNullable<Props['policy']> }) {
  const { t } = useLingui();
  const kind = policy.isSample ? t`sample policy, not yet verified with the embassy` : t`curated visa policy`;
  const { source } = policy;
  const verifiedOn = policy.lastVerifiedAt && formatDate(policy.lastVerifiedAt, 'short');
  if (source && verifiedOn)
    return (
      <Trans>
        Fee and processing time: {kind} (
        <Link href={source} target="_blank" rel="noopener noreferrer">
          source
        </Link>
        ), last verified {verifiedOn}.
      </Trans>
    );
  if (source)
    return (
      <Trans>
        Fee and processing time: {kind} (
        <Link href={source} target="_blank" rel="noopener noreferrer">
          source
        </Link>
        ).
      </Trans>
    );
  if (verifiedOn)
    return (
      <Trans>
        Fee and processing time: {kind}, last verified {verifiedOn}.
      </Trans>
    );
  return <Trans>Fee and processing time: {kind}.</Trans>;
}

/** Where an answer comes from: the rule that decided it, the curated policy, and the data edition. */
export function DecisionBasis({ rule, policy, edition }: Props) {
  const { description } = rule;
  const editionDate = formatDate(edition.editionDate, 'short');
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        <Trans>Based on: {description}</Trans>
      </Typography>
      {policy && (
        <Typography variant="body2" color="text.secondary">
          <PolicyBasis policy={policy} />
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <Trans>Passport Index data as of {editionDate}</Trans>
      </Typography>
    </Stack>
  );
}
