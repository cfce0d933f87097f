import { useState } from 'react';

/**
 * The last item a dialog was opened for: it stays on screen while the dialog fades out after the item went
 * back to null.
 */
export const useLastShown = <T>(item: T | null) => {
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return shown;
};
