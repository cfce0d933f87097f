import { useIsMutating } from '@tanstack/react-query';
import type { ApplicationRef } from '../application-ref';
import { sendToClientKey } from '../api/use-send-to-client';
import { ContactClientForm } from './contact-client-form';
import { ItemDialog } from '../../../components/dialogs/item-dialog';

type Props = { application: ApplicationRef | null; agentId: string; onClose: () => void };

/** Writes to an application's client: stored in its thread (the applicant reads it there) and emailed. */
export function ContactClientDialog({ application, agentId, onClose }: Props) {
  // Closing while the message is on its way would lose it if sending fails.
  const isSending = useIsMutating({ mutationKey: sendToClientKey }) > 0;
  return (
    <ItemDialog
      item={application}
      onClose={onClose}
      canClose={!isSending}
      titleId="contact-client-title"
      maxWidth="sm"
    >
      {(shown) => (
        <ContactClientForm key={shown.id} application={shown} agentId={agentId} onClose={onClose} />
      )}
    </ItemDialog>
  );
}
