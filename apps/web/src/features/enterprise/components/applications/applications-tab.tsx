import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button } from '@mui/material';
import { listCorporateApplicationsQuery } from '@visabridge/contract';
import { useState } from 'react';
import {
  SearchAndStatusFilters,
  statusFilterOptions,
} from '../../../../components/applications/search-and-status-filters';
import { useListParams } from '../../../../lib/use-list-params';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import { ListToolbar } from '../../../../components/lists/list-toolbar';
import { useCorporateApplications } from '../../api/list-corporate-applications';
import { ApplicationDialog } from '../application-dialog';
import { TripForm } from '../trip-form';
import { useFileCompanyTrip } from '../../api/file-company-trip';
import { DialogButton } from './dialog-button';
import { BulkUploadButton } from './bulk-upload-button';
import type { ApplicationRequest } from '../application-dialog';
import { corporateStatuses } from '../corporate-labels';
import { CorporateApplicationsTable } from './corporate-applications-table';

const filterSchemas = listCorporateApplicationsQuery.pick({ search: true, status: true }).shape;
const statusOptions = statusFilterOptions.filter(({ value }) =>
  corporateStatuses.some((status) => status === value),
);
const searchPlaceholder = msg({
  message: 'Employee, destination or reference number',
  comment: "what a search of the company's applications looks through",
});

/** Visa Applications: every application the company filed, searchable and filtered by status; one or a CSV of many filed here. */
export function ApplicationsTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const applications = useCorporateApplications(list.apiQuery);
  const [request, setRequest] = useState<ApplicationRequest | null>(null);
  const tripFiling = useFileCompanyTrip();

  return (
    <>
      <PagedListCard
        query={applications}
        list={list}
        loadingLabel={t`Loading applications...`}
        toolbar={
          <ListToolbar columns="minmax(0, 2fr) minmax(0, 1fr) auto auto auto">
            <SearchAndStatusFilters
              search={list.filterProps('search')}
              status={list.filterProps('status')}
              placeholder={searchPlaceholder}
              statuses={statusOptions}
            />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setRequest({ employee: null })}
            >
              <Trans>New Application</Trans>
            </Button>
            <DialogButton
              label={t`New Trip`}
              icon={<GroupAddIcon />}
              titleId="new-trip-title"
              maxWidth="sm"
              mutation={tripFiling}
              form={TripForm}
            />
            <BulkUploadButton />
          </ListToolbar>
        }
        empty={{
          icon: AssignmentIcon,
          title: t`No applications found`,
          whenFiltered: t`No application matches these filters.`,
          otherwise: t`File a visa application for one of your employees to see it here.`,
        }}
      >
        {(items) => (
          <CorporateApplicationsTable
            applications={items}
            onShowTrip={(tripReference) => list.replaceFilters({ search: tripReference })}
          />
        )}
      </PagedListCard>
      <ApplicationDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
