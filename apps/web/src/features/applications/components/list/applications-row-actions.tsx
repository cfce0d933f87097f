import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const isDraft = application.status === 'draft';
  const { destination, referenceNumber } = application;
  const viewLabel = t`View details of ${destination} application ${referenceNumber}`;
  const editLabel = t({
    message: `Edit ${destination} application ${referenceNumber}`,
    comment: 'button: edit a draft application, by its destination country and reference number',
  });
  const deleteLabel = t({
    message: `Delete ${destination} application ${referenceNumber}`,
    comment: 'button: delete a draft application, by its destination country and reference number',
  });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={t`View details`}>
        <IconButton aria-label={viewLabel} onClick={() => onView(application)}>
          <VisibilityOutlinedIcon />
        </IconButton>
      </Tooltip>
      {isDraft ? (
        <>
          <Tooltip title={t({ message: 'Edit', comment: 'button: edit a draft application' })}>
            <IconButton
              component={RouterLink}
              to={editApplicationPath(application.id)}
              aria-label={editLabel}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t({ message: 'Delete', comment: 'button: delete an application for good' })}>
            <IconButton aria-label={deleteLabel} color="error" onClick={() => onDelete(application)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <LockedAction
            label={editLabel}
            reason={t(applicationMessages.editLocked)}
            icon={<EditOutlinedIcon />}
          />
          <LockedAction
            label={deleteLabel}
            reason={t(applicationMessages.deleteLocked)}
            icon={<DeleteOutlineIcon />}
          />
        </>
      )}
    </Box>
  );
}
