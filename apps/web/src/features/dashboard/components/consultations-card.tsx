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
  const consultations = useMyConsultations('upcoming', 1, 3);
  const items = consultations.data?.items;
  return (
    <SectionCard
      id="dashboard-consultations"
      title="Consultations"
      icon={EventAvailableIcon}
      link={{ to: '/consultation', label: 'View all' }}
    >
      {consultations.isError && (
        <LoadErrorAlert
          message="Failed to load your consultations"
          onRetry={() => void consultations.refetch()}
        />
      )}
      {items?.length === 0 && (
        <EmptyState
          icon={EventAvailableIcon}
          title="No upcoming consultations"
          isCompact
          action={
            <Button component={RouterLink} to="/consultation" variant="outlined">
              Book a consultation
            </Button>
          }
        >
          Talk to a visa agent at a time that suits you.
        </EmptyState>
      )}
      {items && items.length > 0 && (
        <Box sx={{ mx: { xs: -2, sm: -3 } }}>
          <UserConsultationList items={items} label="Upcoming consultations" />
        </Box>
      )}
    </SectionCard>
  );
}
