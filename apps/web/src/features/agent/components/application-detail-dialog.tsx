import type { ApplicationRef } from '../application-ref';
import { ApplicationDetailContent } from './application-detail-content';
import { ItemDialog } from '../../../components/dialogs/item-dialog';

type Props = {
  application: ApplicationRef | null;
  agentId: string;
  onClose: () => void;
  onContact: (application: ApplicationRef) => void;
};

/** The application-detail dialog: full screen on a phone, wide on a desktop. */
export function ApplicationDetailDialog({ application, agentId, onClose, onContact }: Props) {
  return (
    <ItemDialog item={application} onClose={onClose} titleId="application-detail-title" maxWidth="lg">
      {(shown) => (
        <ApplicationDetailContent
          key={shown.id}
          row={shown}
          agentId={agentId}
          onClose={onClose}
          onContact={onContact}
        />
      )}
    </ItemDialog>
  );
}
