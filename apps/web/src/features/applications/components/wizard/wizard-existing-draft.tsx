import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatTimeAgo } from '../../../../lib/format';
import type { ApplicationTrip } from '../../../../lib/application-trip';
import { useApplications } from '../../api/use-applications';
import { editApplicationPath } from '../../application-paths';

/** Offers the traveller's newest draft for the same trip, so coming back resumes it instead of starting over. */
export function WizardExistingDraft({ trip }: { trip: ApplicationTrip }) {
  const { i18n } = useLingui();
  const drafts = useApplications(
    new URLSearchParams({ status: 'draft', destination: trip.toCountry, sort: 'updatedAt', order: 'desc' }),
  );
  const draft = drafts.data?.items.find(
    (item) => item.fromCountry === trip.fromCountry && item.purpose === trip.purpose,
  );
  if (!draft) return null;
  const { referenceNumber } = draft;
  const savedAgo = formatTimeAgo(draft.updatedAt, i18n.locale);
  return (
    <Alert severity="info">
      <AlertTitle>
        <Trans>You have a draft for this trip</Trans>
      </AlertTitle>
      <Trans comment="{savedAgo} says how long ago, e.g. '5 minutes ago'">
        Reference {referenceNumber}, last saved {savedAgo}. Continue it, or start a new application below.
      </Trans>
      <Button
        component={RouterLink}
        to={editApplicationPath(draft.id)}
        variant="outlined"
        color="info"
        size="small"
        sx={{ display: 'flex', width: 'fit-content', mt: 1.5 }}
      >
        <Trans>Resume draft</Trans>
      </Button>
    </Alert>
  );
}
