import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText } from '@mui/material';
import type { AdminUserListItem, OpenCasesChoice as Choice } from '@visabridge/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { LastShown } from '../../../../components/last-shown';
import { useUpdateUser } from '../../api/update-user';
import { adminMessages } from '../../admin-messages';
import { OpenCasesChoice, type OpenCasesMode } from './open-cases-choice';
import { useOutcomeToasts } from '../use-outcome-toasts';

type Props = { user: AdminUserListItem | null; onClose: () => void };

/**
 * Asks before an account is deactivated: its sessions end at once and it cannot sign in until reactivated.
 * An agent's open cases go where the admin chooses, in the same change.
 */
export function DeactivateUserDialog({ user, onClose }: Props) {
  return (
    <LastShown item={user}>
      {(shown, isOpen) => <DeactivateForm user={shown} isOpen={isOpen} onClose={onClose} />}
    </LastShown>
  );
}

type FormProps = { user: AdminUserListItem; isOpen: boolean; onClose: () => void };

function DeactivateForm({ user, isOpen, onClose }: FormProps) {
  const { t } = useLingui();
  const update = useUpdateUser();
  const outcome = useOutcomeToasts();
  const [mode, setMode] = useState<OpenCasesMode | ''>('');
  const [successorId, setSuccessorId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hasOpenCases = user.role === 'agent' && user.openCases > 0;
  const { fullName: userName, email } = user;

  const choice = (): Choice | undefined => (mode === 'agent' ? successorId || undefined : mode || undefined);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const openCases = hasOpenCases ? choice() : undefined;
    if (hasOpenCases && !openCases)
      return setError(mode === 'agent' ? t`Choose an agent` : t`Choose where the open applications go`);
    update.mutate(
      { id: user.id, status: 'inactive', openCases },
      outcome.callbacks(t(adminMessages.userStatusUpdated), t(adminMessages.userStatusFailed), onClose),
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={t`Deactivate user`}
      submitLabel={t`Deactivate`}
      isDestructive
      isPending={update.isPending}
      onSubmit={confirm}
      onClose={onClose}
      maxWidth={hasOpenCases ? 'sm' : 'xs'}
    >
      <DialogContentText>
        <Trans>
          Deactivate {userName} ({email})? They are signed out everywhere at once and cannot sign in until an
          admin activates the account again.
        </Trans>
      </DialogContentText>
      {hasOpenCases && (
        <OpenCasesChoice
          agent={user}
          mode={mode}
          successorId={successorId}
          onModeChange={(next) => {
            setMode(next);
            setError(null);
          }}
          onSuccessorChange={(next) => {
            setSuccessorId(next);
            setError(null);
          }}
          error={error}
        />
      )}
    </FormDialog>
  );
}
