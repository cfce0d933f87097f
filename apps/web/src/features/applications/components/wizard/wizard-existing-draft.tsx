import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatTimeAgo } from '../../../../lib/format';
import type { ApplicationTrip } from '../../../../lib/application-trip';
import { useApplications } from '../../api/use-applications';
import { editApplicationPath } from '../../application-paths';

/** Offers the traveller's newest draft for the same trip, so coming back resumes it instead of starting over. */
export function WizardExistingDraft({ trip }: { trip: ApplicationTrip }) {
  const drafts = useApplications(
    new URLSearchParams({ status: 'draft', destination: trip.toCountry, sort: 'updatedAt', order: 'desc' }),
  );
  const draft = drafts.data?.items.find(
    (item) => item.fromCountry === trip.fromCountry && item.purpose === trip.purpose,
  );
  if (!draft) return null;
  return (
    <Alert severity="info">
      <AlertTitle>You have a draft for this trip</AlertTitle>
      Reference {draft.referenceNumber}, last saved {formatTimeAgo(draft.updatedAt)}. Continue it, or start a
      new application below.
      <Button
        component={RouterLink}
        to={editApplicationPath(draft.id)}
        variant="outlined"
        color="info"
        size="small"
        sx={{ display: 'flex', width: 'fit-content', mt: 1.5 }}
      >
        Resume draft
      </Button>
    </Alert>
  );
}
