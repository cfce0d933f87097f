import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { editApplicationPath } from '../application-paths';
import { StatusChip } from './status-chip';

/** The page heading names the trip and the reference people quote. */
export const detailsTitle = (application: ApplicationView) =>
  `${application.destination} application · Reference ${application.referenceNumber}`;

/** Under the heading: the status and the visa type. */
export function DetailsSubtitle({ application }: { application: ApplicationView }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <StatusChip status={application.status} size="medium" />
      <Typography component="span" color="text.secondary">
        {application.visaTypeName}
      </Typography>
    </Box>
  );
}

type Props = { application: ApplicationView; onDelete: () => void };

/** Back to the list and, for a draft, Continue editing and Delete. */
export function DetailsActions({ application, onDelete }: Props) {
  return (
    <>
      <Button component={RouterLink} to="/applications" startIcon={<ArrowBackIcon />}>
        My Applications
      </Button>
      {application.status === 'draft' && (
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
