import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, List, ListItem, Skeleton, Typography } from '@mui/material';
import { applicationStatuses } from '@visabridge/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { StatusChip } from '../../../components/applications/status-chip';
import { useStaffStatusHistory } from '../api/use-staff-status-history';

const knownStatus = (status: string) => applicationStatuses.find((item) => item === status);

/** Every status change of the application, newest first: the new status, when, by whom, and the note. */
export function StatusHistoryList({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const history = useStaffStatusHistory(applicationId);
  if (history.isPending)
    return <Skeleton variant="rounded" height={96} aria-label={t`Loading the status history`} />;
  if (history.isError) return <Alert severity="error">{errorMessage(history.error)}</Alert>;

  return (
    <List dense disablePadding aria-label={t`Status history`}>
      {[...history.data].reverse().map((entry) => {
        const status = knownStatus(entry.toStatus);
        const changedOn = formatDate(entry.changedAt, 'dateTime');
        const changedBy = entry.changedBy ?? 'VisaBridge';
        const { note } = entry;
        return (
          <ListItem key={entry.id} disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              {status ? <StatusChip status={status} /> : entry.toStatus}
              <Typography variant="caption" color="text.secondary">
                <Trans comment="when the status changed, and who changed it">
                  {changedOn} · by {changedBy}
                </Trans>
              </Typography>
            </Box>
            {note && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {entry.toStatus === 'rejected'
                  ? t({ message: `Reason: ${note}`, comment: 'why the application was rejected' })
                  : note}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
