import { useLingui } from '@lingui/react/macro';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useNotifyTeam } from '../api/notify-team';
import { DialogButton } from './applications/dialog-button';
import { NotifyTeamForm } from './notify-team-form';

/** 'Notify team': a button opening a fresh message form to chosen employees. */
export function NotifyTeamButton() {
  const { t } = useLingui();
  return (
    <DialogButton
      label={t`Notify team`}
      icon={<NotificationsActiveIcon />}
      titleId="notify-team-title"
      maxWidth="sm"
      mutation={useNotifyTeam()}
      form={NotifyTeamForm}
    />
  );
}
