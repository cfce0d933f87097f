import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ApplicationView, Role } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { BackArrowIcon } from '../../../../components/icons/direction-arrows';
import { useAuth } from '../../../../lib/auth/auth-context';
import { editApplicationPath } from '../../application-paths';
import { StatusChip } from '../../../../components/applications/status-chip';

/** The page heading names the trip and the reference people quote. */
export const detailsTitle = (i18n: I18n, application: ApplicationView) => {
  const { destination, referenceNumber } = application;
  return i18n._(
    msg({
      message: `${destination} application · Reference ${referenceNumber}`,
      comment: "a page's heading: the application's destination country, then its reference number",
    }),
  );
};

/** A company's case: the company that filed it, and the employee it is for. */
function FiledBy({ filedBy }: { filedBy: NonNullable<ApplicationView['filedBy']> }) {
  const { company, employee } = filedBy;
  return (
    <Typography component="span" color="text.secondary">
      <Trans comment="after the visa type: the company that filed the application, for one of its employees">
        · Filed by {company} for {employee}
      </Trans>
    </Typography>
  );
}

/** Under the heading: the status, the visa type and, on a company's case, who filed it for whom. */
export function DetailsSubtitle({ application }: { application: ApplicationView }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
      <StatusChip status={application.status} size="medium" />
      <Typography component="span" color="text.secondary">
        {application.visaTypeName}
      </Typography>
      {application.filedBy && <FiledBy filedBy={application.filedBy} />}
    </Box>
  );
}

type Props = { application: ApplicationView; onDelete: () => void };

/** Company users come back to their company's list; travellers and employees to My Applications. */
const backLinkOf = (role: Role | undefined) =>
  role === 'corporate' || role === 'enterprise'
    ? { to: '/corporate-dashboard?tab=applications', label: msg`Company applications` }
    : { to: '/applications', label: msg`My Applications` };

/** Back to the list and, for the owner's draft, Continue editing and Delete. */
export function DetailsActions({ application, onDelete }: Props) {
  const { t } = useLingui();
  const { user } = useAuth();
  const back = backLinkOf(user?.role);
  return (
    <>
      <Button component={RouterLink} to={back.to} startIcon={<BackArrowIcon />}>
        {t(back.label)}
      </Button>
      {application.status === 'draft' && application.userId === user?.id && !application.filedBy && (
        <>
          <Button
            component={RouterLink}
            to={editApplicationPath(application.id)}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
          >
            <Trans>Continue editing</Trans>
          </Button>
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            <Trans comment="button: delete an application for good">Delete</Trans>
          </Button>
        </>
      )}
    </>
  );
}
