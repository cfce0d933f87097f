import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ApplicationView, Role } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../../lib/auth/auth-context';
import { editApplicationPath } from '../../application-paths';
import { StatusChip } from '../../../../components/applications/status-chip';

/** The page heading names the trip and the reference people quote. */
export const detailsTitle = (application: ApplicationView) =>
  `${application.destination} application · Reference ${application.referenceNumber}`;

/** Under the heading: the status, the visa type and, on a company's case, who filed it for whom. */
export function DetailsSubtitle({ application }: { application: ApplicationView }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <StatusChip status={application.status} size="medium" />
      <Typography component="span" color="text.secondary">
        {application.visaTypeName}
      </Typography>
      {application.filedBy && (
        <Typography component="span" color="text.secondary">
          · Filed by {application.filedBy.company} for {application.filedBy.employee}
        </Typography>
      )}
    </Box>
  );
}

type Props = { application: ApplicationView; onDelete: () => void };

/** Company users come back to their company's list; travellers and employees to My Applications. */
const backLinkOf = (role: Role | undefined) =>
  role === 'corporate' || role === 'enterprise'
    ? { to: '/corporate-dashboard?tab=applications', label: 'Company applications' }
    : { to: '/applications', label: 'My Applications' };

/** Back to the list and, for the owner's draft, Continue editing and Delete. */
export function DetailsActions({ application, onDelete }: Props) {
  const { user } = useAuth();
  const back = backLinkOf(user?.role);
  return (
    <>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
        {back.label}
      </Button>
      {application.status === 'draft' && application.userId === user?.id && !application.filedBy && (
        <>
          <Button
            component={RouterLink}
            to={editApplicationPath(application.id)}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
          >
            Continue editing
          </Button>
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            Delete
          </Button>
        </>
      )}
    </>
  );
}
