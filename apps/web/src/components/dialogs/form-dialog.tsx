import { Trans } from '@lingui/react/macro';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { DialogProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';

type FormProps = {
  title: string;
  /** The title's id, which the dialog names itself by (aria-labelledby). */
  titleId: string;
  /** The submit button's label; null when there is nothing to submit (the other button then says Close). */
  submitLabel: string | null;
  /** An icon after the submit label, e.g. a send arrow. */
  submitIcon?: ReactNode;
  isDestructive?: boolean;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
};

/** A form as a dialog's title, content and buttons (Cancel, submit); it goes inside a Dialog. */
export function DialogForm({
  title,
  titleId,
  submitLabel,
  submitIcon,
  isDestructive = false,
  isPending,
  onSubmit,
  onInput,
  onClose,
  children,
}: FormProps) {
  return (
    // The form fills the dialog as a column, so long content still scrolls between title and buttons.
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {submitLabel ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
        </Button>
        {submitLabel && (
          <Button
            type="submit"
            variant="contained"
            color={isDestructive ? 'error' : 'primary'}
            endIcon={submitIcon}
            loading={isPending}
          >
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

type Props = Omit<FormProps, 'titleId'> & { isOpen: boolean; maxWidth?: DialogProps['maxWidth'] };

/** A dialog holding a form (or a confirmation); it cannot be dismissed while its change is being saved. */
export function FormDialog({ isOpen, maxWidth = 'sm', ...form }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <Dialog
      open={isOpen}
      onClose={form.isPending ? undefined : form.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogForm titleId={titleId} {...form} />
    </Dialog>
  );
}
