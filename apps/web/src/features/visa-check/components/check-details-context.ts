import { createContext } from 'react';

/**
 * The check on show, for Start Application: the Additional Details sent with it (they become the
 * application's travel notes), the trip's days it answered for (its planned arrival and departure), and whether a newer check is on its way (the answer on show is then about
 * to change, so the application waits for it).
 */
export const CheckDetailsContext = createContext<{
  details: string;
  isChecking: boolean;
  travelDate?: string;
  returnDate?: string;
}>({
  details: '',
  isChecking: false,
});
