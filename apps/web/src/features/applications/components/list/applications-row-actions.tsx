import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { ApplicationListItemView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { applicationMessages } from '../../application-messages';
import { editApplicationPath } from '../../application-paths';

/** A disabled action gets no hover or focus events, so a focusable wrapper carries the reason. */
function LockedAction({ label, reason, icon }: { label: string; reason: string; icon: ReactNode }) {
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: '50%' }}>
        <IconButton aria-label={label} disabled>
          {icon}
        </IconButton>
      </Box>
    </Tooltip>
  );
}

type Props = {
  application: ApplicationListItemView;
  onView: (application: ApplicationListItemView) => void;
  onDelete: (application: ApplicationListItemView) => void;
};

/** View details; Edit and Delete for drafts, shown disabled with the reason once submitted. */
export function ApplicationsRowActions({ application, onView, onDelete }: Props) {
  const isDraft = application.status === 'draft';
  const name = `${application.destination} application ${application.referenceNumber}`;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title="View details">
        <IconButton aria-label={`View details of ${name}`} onClick={() => onView(application)}>
          <VisibilityOutlinedIcon />
        </IconButton>
      </Tooltip>
      {isDraft ? (
        <>
          <Tooltip title="Edit">
            <IconButton
              component={RouterLink}
              to={editApplicationPath(application.id)}
              aria-label={`Edit ${name}`}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${name}`} color="error" onClick={() => onDelete(application)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <LockedAction
            label={`Edit ${name}`}
            reason={applicationMessages.editLocked}
            icon={<EditOutlinedIcon />}
          />
          <LockedAction
            label={`Delete ${name}`}
            reason={applicationMessages.deleteLocked}
            icon={<DeleteOutlineIcon />}
          />
        </>
      )}
    </Box>
  );
}
