import { Box } from '@mui/material';
import { formatMoney, purposeLabels } from '@visabridge/contract';
import type { ApplicationView } from '@visabridge/contract';
import { formatDate } from '../../../../lib/format';
import { ApplicationsProgress } from '../../../../components/applications/applications-progress';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { StatusChip } from '../../../../components/applications/status-chip';

/** The key facts of an application, for the details dialog and the details page. */
export function DetailsFacts({ application }: { application: ApplicationView }) {
  const { fees } = application;
  return (
    <FactList>
      <FactItem label="Reference">{application.referenceNumber}</FactItem>
      <FactItem label="Status">
        <StatusChip status={application.status} />
      </FactItem>
      <FactItem label="Destination">{application.destination}</FactItem>
      <FactItem label="Visa type">{application.visaTypeName}</FactItem>
      <FactItem label="Purpose">{purposeLabels[application.purpose]}</FactItem>
      <FactItem label="Created">{formatDate(application.createdAt, 'short')}</FactItem>
      <FactItem label="Submitted">
        {application.submittedAt ? formatDate(application.submittedAt, 'short') : 'Not submitted yet'}
      </FactItem>
      <FactItem label="Documents">
        {application.documentsUploaded} of {application.requiredDocuments.length} uploaded
      </FactItem>
      <FactItem label="Total fee">{formatMoney(fees.total, fees.currency)}</FactItem>
      <FactItem label="Agent">{application.agentName ?? 'Not assigned yet'}</FactItem>
      {application.travelInfo.travelNotes && (
        <FactItem label="Travel notes" isWide>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {application.travelInfo.travelNotes}
          </Box>
        </FactItem>
      )}
      <FactItem label="Progress" isWide>
        <ApplicationsProgress value={application.progress} label="Application progress" />
      </FactItem>
    </FactList>
  );
}
