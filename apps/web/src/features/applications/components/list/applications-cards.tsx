import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { applicationPath } from '../../application-paths';
import { ApplicationsProgress } from '../../../../components/applications/applications-progress';
import { ApplicationsRowActions } from './applications-row-actions';
import { ApplicationsRowNotes } from './applications-row-notes';
import type { ApplicationsListProps } from './applications-table';
import { StatusChip } from '../../../../components/applications/status-chip';

/** The applications as cards, one under another, for narrow screens. */
export function ApplicationsCards({ applications, onView, onDelete }: ApplicationsListProps) {
  const { t } = useLingui();
  return (
    <Stack
      component="ul"
      aria-label={t`My applications`}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 1.5 }}
    >
      {applications.map((application) => {
        const { referenceNumber } = application;
        const visaType = application.visaTypeName;
        const submittedDate = application.submittedAt ? formatDate(application.submittedAt, 'short') : null;
        return (
          <Card component="li" key={application.id}>
            <CardContent sx={{ pb: 1 }}>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <Link
                  component={RouterLink}
                  to={applicationPath(application.id)}
                  variant="subtitle1"
                  sx={{ fontWeight: 700 }}
                >
                  {application.destination}
                </Link>
                <StatusChip status={application.status} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Trans comment="an application's visa type, then its reference number">
                  {visaType} · Ref {referenceNumber}
                </Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {submittedDate ? (
                  <Trans comment="when an application was submitted">Submitted {submittedDate}</Trans>
                ) : (
                  <Trans>Not submitted yet</Trans>
                )}
              </Typography>
              <ApplicationsRowNotes application={application} />
              <ApplicationsProgress value={application.progress} label={t`Progress of ${referenceNumber}`} />
            </CardContent>
            <Box sx={{ px: 1, pb: 1 }}>
              <ApplicationsRowActions application={application} onView={onView} onDelete={onDelete} />
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}
