import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ItemDialog } from '../../agent/components/item-dialog';
import { useNotifyTeam } from '../api/notify-team';
import { NotifyTeamForm } from './notify-team-form';

const titleId = 'notify-team-title';

/** 'Notify team': a button opening a fresh message form to chosen employees. */
export function NotifyTeamButton() {
  const [isOpen, setIsOpen] = useState(false);
  const notification = useNotifyTeam();
  const close = () => setIsOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => setIsOpen(true)}>
        Notify team
      </Button>
      <ItemDialog
        item={isOpen ? titleId : null}
        onClose={close}
        canClose={!notification.isPending}
        titleId={titleId}
        maxWidth="sm"
      >
        {() => (
          <NotifyTeamForm
            titleId={titleId}
            isPending={notification.isPending}
            send={notification.mutateAsync}
            onClose={close}
          />
        )}
      </ItemDialog>
    </>
  );
}
