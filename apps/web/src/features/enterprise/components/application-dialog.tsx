import type { EmployeeView } from '@visabridge/contract';
import { ItemDialog } from '../../../components/dialogs/item-dialog';
import { useFileEmployeeApplication } from '../api/file-employee-application';
import { ApplicationForm } from './application-form';

/** Opens the application dialog, for a chosen employee or (null) for anyone. */
export type ApplicationRequest = { employee: EmployeeView | null };

const titleId = 'new-application-title';

type Props = { request: ApplicationRequest | null; onClose: () => void };

/** 'Submit New Visa Application': a fresh form each time it opens; the lists and budget refresh after. */
export function ApplicationDialog({ request, onClose }: Props) {
  const submission = useFileEmployeeApplication();
  return (
    <ItemDialog
      item={request}
      onClose={onClose}
      canClose={!submission.isPending}
      titleId={titleId}
      maxWidth="sm"
    >
      {({ employee }) => (
        <ApplicationForm
          titleId={titleId}
          employee={employee}
          isPending={submission.isPending}
          submit={submission.mutateAsync}
          onClose={onClose}
        />
      )}
    </ItemDialog>
  );
}
