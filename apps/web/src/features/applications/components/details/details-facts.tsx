import { Trans, useLingui } from '@lingui/react/macro';
import { Box } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { ApplicationView } from '@visabridge/contract';
import { formatDate } from '../../../../lib/format';
import { ApplicationsProgress } from '../../../../components/applications/applications-progress';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { StatusChip } from '../../../../components/applications/status-chip';
import { purposeNames } from '../../../../components/visa/purpose-names';

/** The key facts of an application, for the details dialog and the details page. */
export function DetailsFacts({ application }: { application: ApplicationView }) {
  const { t } = useLingui();
  const { fees } = application;
  const uploadedCount = application.documentsUploaded;
  const requiredCount = application.requiredDocuments.length;
  return (
    <FactList>
      <FactItem label={t({ message: 'Reference', comment: "an application's reference number" })}>
        {application.referenceNumber}
      </FactItem>
      <FactItem label={t({ message: 'Status', comment: "an application's status" })}>
        <StatusChip status={application.status} />
      </FactItem>
      <FactItem label={t({ message: 'Destination', comment: 'the country applied for' })}>
        {application.destination}
      </FactItem>
      <FactItem label={t`Visa type`}>{application.visaTypeName}</FactItem>
      <FactItem label={t`Purpose`}>{t(purposeNames[application.purpose])}</FactItem>
      <FactItem label={t({ message: 'Created', comment: 'the date an application was started' })}>
        {formatDate(application.createdAt, 'short')}
      </FactItem>
      <FactItem label={t({ message: 'Submitted', comment: 'the date an application was submitted' })}>
        {application.submittedAt ? formatDate(application.submittedAt, 'short') : t`Not submitted yet`}
      </FactItem>
      <FactItem label={t`Documents`}>
        <Trans comment="documents of an application's checklist: how many are uploaded of how many needed">
          {uploadedCount} of {requiredCount} uploaded
        </Trans>
      </FactItem>
      <FactItem label={t`Total fee`}>{formatMoney(fees.total, fees.currency)}</FactItem>
      <FactItem label={t({ message: 'Agent', comment: 'the visa agent handling an application' })}>
        {application.agentName ??
          t({ message: 'Not assigned yet', comment: 'no agent handles the application yet' })}
      </FactItem>
      {application.travelInfo.travelNotes && (
        <FactItem label={t`Travel notes`} isWide>
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {application.travelInfo.travelNotes}
          </Box>
        </FactItem>
      )}
      <FactItem label={t({ message: 'Progress', comment: 'how far an application is' })} isWide>
        <ApplicationsProgress value={application.progress} label={t`Application progress`} />
      </FactItem>
    </FactList>
  );
}
