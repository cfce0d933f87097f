import { formatDateIn, type DateStyle } from '@visabridge/contract';
import { formatDate } from '../lib/format';
import { useAfterHydration } from '../lib/use-after-hydration';

/**
 * A date as this browser writes it (its time zone, the account's language). A page the server drew has it
 * in UTC and en-US, the one way the server can write it; the browser writes its own once it takes over.
 */
export function LocalDate({ value, style }: { value: string; style?: DateStyle }) {
  return useAfterHydration(formatDate(value, style), formatDateIn('en-US', value, style, 'UTC'));
}
