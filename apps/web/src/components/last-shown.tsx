import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useLastShown } from '../lib/use-last-shown';

type Props<T extends { id: string }> = {
  /** What the dialog is about; null closes it. */
  item: T | null;
  children: (shown: T, isOpen: boolean) => ReactNode;
};

/**
 * Renders a dialog for the last item it was opened for: the item stays on screen while the dialog fades out,
 * and each item starts afresh (keyed by its id), e.g. a form with that item's values.
 */
export function LastShown<T extends { id: string }>({ item, children }: Props<T>) {
  const shown = useLastShown(item);
  return shown && <Fragment key={shown.id}>{children(shown, item !== null)}</Fragment>;
}
