import { Trans } from '@lingui/react/macro';
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; titleId: string; onClose: () => void; children: ReactNode };

/** The pay dialog while it waits for what the card form needs, or when that failed: a message and Close. */
export function DialogNotice({ title, titleId, onClose, children }: Props) {
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans comment="button that closes a dialog">Close</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
