import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { UserConsultationList } from '../../../components/consultations/user-consultation-list';
import { EmptyState } from '../../../components/lists/empty-state';
import { PagedList } from '../../../components/lists/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { useMyConsultations } from '../../../lib/api/use-my-consultations';

const titles = { upcoming: 'Upcoming consultations', past: 'Past consultations' } as const;
const empties = {
  upcoming: 'Nothing booked ahead. Request a consultation with the form.',
  past: 'Held and cancelled consultations will show here.',
} as const;

/** The user's upcoming or past consultations, newest first, each upcoming one with Cancel. */
export function MyConsultations({ when }: { when: 'upcoming' | 'past' }) {
  const [page, setPage] = useState(1);
  const consultations = useMyConsultations(when, page);
  const titleId = `${when}-consultations-title`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {titles[when]}
        </Typography>
        <PagedList
          query={consultations}
          paging={{ page, setPage }}
          loadingLabel="Loading your consultations..."
          failureMessage={errorMessage(consultations.error)}
          empty={
            <EmptyState icon={EventAvailableIcon} title={`No ${when} consultations`} isCompact>
              {empties[when]}
            </EmptyState>
          }
        >
          {(items) => <UserConsultationList items={items} label={titles[when]} />}
        </PagedList>
      </CardContent>
    </Card>
  );
}
