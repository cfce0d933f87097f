import { Link, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { formatDate } from '../../lib/format';

type Props = Pick<RequirementsResult, 'rule' | 'policy' | 'edition'>;

/** Where an answer comes from: the rule that decided it, the curated policy, and the data edition. */
export function DecisionBasis({ rule, policy, edition }: Props) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        Based on: {rule.description}
      </Typography>
      {policy && (
        <Typography variant="body2" color="text.secondary">
          Fee and processing time:{' '}
          {policy.isSample ? 'sample policy, not yet verified with the embassy' : 'curated visa policy'}
          {policy.source && (
            <>
              {' '}
              (
              <Link href={policy.source} target="_blank" rel="noopener noreferrer">
                source
              </Link>
              )
            </>
          )}
          {policy.lastVerifiedAt && `, last verified ${formatDate(policy.lastVerifiedAt, 'short')}`}.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Passport Index data as of {formatDate(edition.editionDate, 'short')}
      </Typography>
    </Stack>
  );
}
