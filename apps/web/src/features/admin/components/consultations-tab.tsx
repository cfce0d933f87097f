import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Button, List } from '@mui/material';
import { listAdminConsultationsQuery, type ConsultationView } from '@visabridge/contract';
import { useState } from 'react';
import { ConsultationLine } from '../../../components/consultations/consultation-line';
import { consultationStatusOptions } from '../../../components/consultations/consultation-status-chip';
import { FilterSelect } from '../../../components/lists/filter-select';
import { PagedListCard } from '../../../components/lists/paged-list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminConsultations, useCompleteConsultation } from '../api/consultations';
import { AssignConsultationDialog } from './assign-consultation-dialog';
import { FilterBar } from './filter-bar';
import { useOutcomeToasts } from './use-outcome-toasts';

const filterSchemas = listAdminConsultationsQuery.pick({ status: true }).shape;

/** Consultations: the queue awaiting an agent (status requested) and the rest; schedule or complete them. */
export function ConsultationsTab() {
  const list = useListParams(filterSchemas);
  const consultations = useAdminConsultations(list.apiQuery);
  const complete = useCompleteConsultation();
  const outcome = useOutcomeToasts();
  const [assigning, setAssigning] = useState<ConsultationView | null>(null);

  const actionOf = (consultation: ConsultationView) =>
    consultation.status === 'requested' ? (
      <Button
        variant="contained"
        size="small"
        onClick={() => setAssigning(consultation)}
        sx={{ flexShrink: 0 }}
      >
        Schedule
      </Button>
    ) : consultation.status === 'scheduled' ? (
      <Button
        variant="outlined"
        size="small"
        loading={complete.isPending && complete.variables === consultation.id}
        onClick={() =>
          complete.mutate(
            consultation.id,
            outcome.callbacks('Consultation completed', 'Could not complete the consultation'),
          )
        }
        sx={{ flexShrink: 0 }}
      >
        Mark completed
      </Button>
    ) : undefined;

  return (
    <>
      <PagedListCard
        query={consultations}
        list={list}
        loadingLabel="Loading consultations..."
        toolbar={
          <FilterBar>
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              options={consultationStatusOptions}
              {...list.filterProps('status')}
            />
          </FilterBar>
        }
        empty={{
          icon: EventAvailableIcon,
          title: 'No consultations found',
          whenFiltered: 'No consultation has this status.',
          otherwise: 'No consultation has been booked yet.',
        }}
      >
        {(items) => (
          <Box sx={{ px: { xs: 1, sm: 2 } }}>
            <List aria-label="Consultations" disablePadding>
              {items.map((consultation) => (
                <ConsultationLine
                  key={consultation.id}
                  consultation={consultation}
                  who={`${consultation.userName} (${consultation.userEmail})${consultation.agentName ? ` · Agent: ${consultation.agentName}` : ''}`}
                  action={actionOf(consultation)}
                />
              ))}
            </List>
          </Box>
        )}
      </PagedListCard>
      <AssignConsultationDialog consultation={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
