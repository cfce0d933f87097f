import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const list = useListParams(filterSchemas);
  const consultations = useAdminConsultations(list.apiQuery);
  const complete = useCompleteConsultation();
  const outcome = useOutcomeToasts();
  const [assigning, setAssigning] = useState<ConsultationView | null>(null);

  /** 'Ana Ruiz (ana@example.com) · Agent: Sam Lee': who booked it and, once scheduled, who gives it. */
  const whoOf = ({ userName, userEmail, agentName }: ConsultationView) =>
    agentName
      ? t({
          message: `${userName} (${userEmail}) · Agent: ${agentName}`,
          comment: 'who booked a consultation, their e-mail address, then the agent who gives it',
        })
      : `${userName} (${userEmail})`;

  const actionOf = (consultation: ConsultationView) =>
    consultation.status === 'requested' ? (
      <Button
        variant="contained"
        size="small"
        onClick={() => setAssigning(consultation)}
        sx={{ flexShrink: 0 }}
      >
        <Trans comment="button: opens the choice of an agent and a time for a requested consultation">
          Schedule
        </Trans>
      </Button>
    ) : consultation.status === 'scheduled' ? (
      <Button
        variant="outlined"
        size="small"
        loading={complete.isPending && complete.variables === consultation.id}
        onClick={() =>
          complete.mutate(
            consultation.id,
            outcome.callbacks(t`Consultation completed`, t`Could not complete the consultation`),
          )
        }
        sx={{ flexShrink: 0 }}
      >
        <Trans>Mark completed</Trans>
      </Button>
    ) : undefined;

  return (
    <>
      <PagedListCard
        query={consultations}
        list={list}
        loadingLabel={t`Loading consultations...`}
        toolbar={
          <FilterBar>
            <FilterSelect
              label={t({ message: 'Status', comment: "label of a filter by a consultation's status" })}
              allLabel={t`All statuses`}
              options={consultationStatusOptions(i18n)}
              {...list.filterProps('status')}
            />
          </FilterBar>
        }
        empty={{
          icon: EventAvailableIcon,
          title: t`No consultations found`,
          whenFiltered: t`No consultation has this status.`,
          otherwise: t`No consultation has been booked yet.`,
        }}
      >
        {(items) => (
          <Box sx={{ px: { xs: 1, sm: 2 } }}>
            <List aria-label={t`Consultations`} disablePadding>
              {items.map((consultation) => (
                <ConsultationLine
                  key={consultation.id}
                  consultation={consultation}
                  who={whoOf(consultation)}
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
