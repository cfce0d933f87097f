import { Trans, useLingui } from '@lingui/react/macro';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { UserConsultationList } from '../../../components/consultations/user-consultation-list';
import { EmptyState } from '../../../components/lists/empty-state';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { SectionCard } from '../../../components/layout/section-card';
import { useMyConsultations } from '../../../lib/api/use-my-consultations';

/** The traveller's next consultations (booked time or awaiting confirmation), with Cancel. */
export function ConsultationsCard() {
  const { t } = useLingui();
  const consultations = useMyConsultations('upcoming', 1, 3);
  const items = consultations.data?.items;
  return (
    <SectionCard
      id="dashboard-consultations"
      title={t`Consultations`}
      icon={EventAvailableIcon}
      link={{
        to: '/consultation',
        label: t({ message: 'View all', comment: 'link to the page listing every consultation' }),
      }}
    >
      {consultations.isError && (
        <LoadErrorAlert
          message={t`Failed to load your consultations`}
          onRetry={() => void consultations.refetch()}
        />
      )}
      {items?.length === 0 && (
        <EmptyState
          icon={EventAvailableIcon}
          title={t`No upcoming consultations`}
          isCompact
          action={
            <Button component={RouterLink} to="/consultation" variant="outlined">
              <Trans>Book a consultation</Trans>
            </Button>
          }
        >
          <Trans>Talk to a visa agent at a time that suits you.</Trans>
        </EmptyState>
      )}
      {items && items.length > 0 && (
        <Box sx={{ mx: { xs: -2, sm: -3 } }}>
          <UserConsultationList items={items} label={t`Upcoming consultations`} />
        </Box>
      )}
    </SectionCard>
  );
}
