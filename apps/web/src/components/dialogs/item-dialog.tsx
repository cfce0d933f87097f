import { Dialog, useMediaQuery, useTheme } from '@mui/material';
import type { DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useLastShown } from '../../lib/use-last-shown';

type Props<T> = {
  /** What the dialog is about; null closes it. */
  item: T | null;
  onClose: () => void;
  /** False while a request runs that closing would lose. */
  canClose?: boolean;
  titleId: string;
  maxWidth: DialogProps['maxWidth'];
  children: (item: T) => ReactNode;
};

/** A dialog about one item: full screen on a phone; its content stays while it fades out after closing. */
export function ItemDialog<T>({ item, onClose, canClose = true, titleId, maxWidth, children }: Props<T>) {
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = useLastShown(item);

  return (
    <Dialog
      open={item !== null}
      onClose={canClose ? onClose : undefined}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      {shown !== null && children(shown)}
    </Dialog>
  );
}
