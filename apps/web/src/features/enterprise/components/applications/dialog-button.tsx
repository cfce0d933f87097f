import { Button } from '@mui/material';
import type { DialogProps } from '@mui/material';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ItemDialog } from '../../../../components/dialogs/item-dialog';

/** What a dialog's form gets: its title id, whether its request runs, how to send it and how to close. */
export type DialogFormProps<V, R> = {
  titleId: string;
  isPending: boolean;
  send: (variables: V) => Promise<R>;
  onClose: () => void;
};

type Props<V, R> = {
  label: string;
  icon: ReactNode;
  /** The id of the dialog's title, which names it. */
  titleId: string;
  maxWidth: DialogProps['maxWidth'];
  /** The request the form sends; the dialog cannot be closed while it runs. */
  mutation: { isPending: boolean; mutateAsync: (variables: V) => Promise<R> };
  form: ComponentType<DialogFormProps<V, R>>;
};

/** An outlined button opening a dialog with a fresh `form` each time (e.g. 'Notify team'). */
export function DialogButton<V, R>({ label, icon, titleId, maxWidth, mutation, form: Form }: Props<V, R>) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={icon} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <ItemDialog
        item={isOpen ? titleId : null}
        onClose={close}
        canClose={!mutation.isPending}
        titleId={titleId}
        maxWidth={maxWidth}
      >
        {() => (
          <Form
            titleId={titleId}
            isPending={mutation.isPending}
            send={mutation.mutateAsync}
            onClose={close}
          />
        )}
      </ItemDialog>
    </>
  );
}
