import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { DialogProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';

type Props = {
  isOpen: boolean;
  title: string;
  /** The submit button's label; null when there is nothing to submit (the other button then says Close). */
  submitLabel: string | null;
  isDestructive?: boolean;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
};

/** A dialog holding a form (or a confirmation); it cannot be dismissed while its change is being saved. */
export function FormDialog({
  isOpen,
  title,
  submitLabel,
  isDestructive = false,
  isPending,
  onSubmit,
  onInput,
  onClose,
  maxWidth = 'sm',
  children,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth={maxWidth}
    >
      {/* The form fills the dialog as a column, so long content still scrolls between title and buttons. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {submitLabel ? 'Cancel' : 'Close'}
          </Button>
          {submitLabel && (
            <Button
              type="submit"
              variant="contained"
              color={isDestructive ? 'error' : 'primary'}
              loading={isPending}
            >
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
