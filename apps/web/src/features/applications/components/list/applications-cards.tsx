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
  return (
    <Stack component="ul" aria-label="My applications" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1.5 }}>
      {applications.map((application) => (
        <Card component="li" key={application.id}>
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
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
              {application.visaTypeName} · Ref {application.referenceNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {application.submittedAt
                ? `Submitted ${formatDate(application.submittedAt, 'short')}`
                : 'Not submitted yet'}
            </Typography>
            <ApplicationsRowNotes application={application} />
            <ApplicationsProgress
              value={application.progress}
              label={`Progress of ${application.referenceNumber}`}
            />
          </CardContent>
          <Box sx={{ px: 1, pb: 1 }}>
            <ApplicationsRowActions application={application} onView={onView} onDelete={onDelete} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
