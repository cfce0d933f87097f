import { Trans, useLingui } from '@lingui/react/macro';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { Skeleton, Typography } from '@mui/material';
import type { ApplicationView, RatingView } from '@visabridge/contract';
import { LoadErrorAlert } from '../../../../components/alerts/load-error-alert';
import { SectionCard } from '../../../../components/layout/section-card';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useRating } from '../../api/use-rating';
import { ApplicationRatingForm } from './application-rating-form';

/** The rating given: how many stars, and when. */
function StoredRating({ rating }: { rating: RatingView }) {
  const stars = formatNumber(rating.rating);
  const ratedDate = formatDate(rating.createdAt, 'short');
  return (
    <Trans comment="{stars} is a number of stars from 1 to 5">
      You rated it {stars} out of 5 on {ratedDate}. You can change your rating.
    </Trans>
  );
}

const isDecided = (application: ApplicationView) =>
  application.status === 'approved' || application.status === 'rejected';

/**
 * Once a decision is made, the applicant rates how the application was handled (and may change it).
 * A company's case is rated by no one here: the company is the client.
 */
export function ApplicationRating({ application }: { application: ApplicationView }) {
  const { t } = useLingui();
  const isRated = isDecided(application) && !application.filedBy;
  const rating = useRating(application.id, isRated);
  if (!isRated) return null;

  return (
    <SectionCard id="rating" title={t`Rate how your application was handled`} icon={StarOutlineIcon}>
      {rating.isPending && <Skeleton variant="rounded" height={120} aria-label={t`Loading your rating`} />}
      {rating.isError && (
        <LoadErrorAlert message={errorMessage(rating.error)} onRetry={() => void rating.refetch()} />
      )}
      {rating.isSuccess && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {rating.data ? (
              <StoredRating rating={rating.data} />
            ) : (
              <Trans>Your rating helps us and your agent improve. It takes a moment.</Trans>
            )}
          </Typography>
          <ApplicationRatingForm
            key={rating.data?.createdAt ?? 'new'}
            applicationId={application.id}
            stored={rating.data}
          />
        </>
      )}
    </SectionCard>
  );
}
