import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { UserConsultationList } from '../../../components/consultations/user-consultation-list';
import { EmptyState } from '../../../components/lists/empty-state';
import { PagedList } from '../../../components/lists/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { useMyConsultations } from '../../../lib/api/use-my-consultations';

type When = 'upcoming' | 'past';

const titles: Record<When, MessageDescriptor> = {
  upcoming: msg`Upcoming consultations`,
  past: msg`Past consultations`,
};
const emptyTitles: Record<When, MessageDescriptor> = {
  upcoming: msg`No upcoming consultations`,
  past: msg`No past consultations`,
};
const empties: Record<When, MessageDescriptor> = {
  upcoming: msg`Nothing booked ahead. Request a consultation with the form.`,
  past: msg`Held and cancelled consultations will show here.`,
};

/** The user's upcoming or past consultations, newest first, each upcoming one with Cancel. */
export function MyConsultations({ when }: { when: When }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const consultations = useMyConsultations(when, page);
  const titleId = `${when}-consultations-title`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t(titles[when])}
        </Typography>
        <PagedList
          query={consultations}
          paging={{ page, setPage }}
          loadingLabel={t`Loading your consultations...`}
          failureMessage={errorMessage(consultations.error)}
          empty={
            <EmptyState icon={EventAvailableIcon} title={t(emptyTitles[when])} isCompact>
              {t(empties[when])}
            </EmptyState>
          }
        >
          {(items) => <UserConsultationList items={items} label={t(titles[when])} />}
        </PagedList>
      </CardContent>
    </Card>
  );
}
