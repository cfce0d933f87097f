import { formatMoney, formatProcessingDays, purposeLabels, visaCategoryLabels } from '@visabridge/contract';
import type { Purpose, VisaCategory } from '@visabridge/contract';

type Values = Record<string, unknown>;

const fieldLabels: Record<string, string> = {
  destination: 'Destination',
  fromCountry: 'Nationality',
  purpose: 'Purpose',
  category: 'Category',
  feeAmount: 'Fee',
  currency: 'Currency',
  processingDaysMin: 'Processing days (min)',
  processingDaysMax: 'Processing days (max)',
  validityDays: 'Validity (days)',
  entries: 'Entries',
  notes: 'Notes',
  documents: 'Documents',
  source: 'Source',
  lastVerifiedAt: 'Last verified',
};

const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null;
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A stored field value as people read it: the fee as money, labels for codes, 'none' for nothing. */
const readable = (field: string, value: unknown, currency: string) => {
  if (value === null || value === undefined || value === '')
    return field === 'fromCountry' ? 'All nationalities' : 'none';
  if (field === 'feeAmount' && typeof value === 'number') return formatMoney(value, currency);
  if (field === 'purpose') return purposeLabels[value as Purpose] ?? String(value);
  if (field === 'category') return visaCategoryLabels[value as VisaCategory] ?? String(value);
  if (Array.isArray(value)) return value.length ? shorten(value.join('; ')) : 'none';
  return shorten(String(value));
};

const currencyOf = (values: Values, fallback: unknown) =>
  typeof values.currency === 'string' ? values.currency : typeof fallback === 'string' ? fallback : 'USD';

/** What a created or deleted policy said: its fee and processing time. */
const summaryOf = (values: Values, currency: string) => {
  const lines = [`Fee: ${readable('feeAmount', values.feeAmount, currency)}`];
  const [min, max] = [values.processingDaysMin, values.processingDaysMax];
  if (typeof min === 'number' && typeof max === 'number')
    lines.push(`Processing: ${formatProcessingDays(min, max)}`);
  return lines;
};

/**
 * A policy event's details as lines: an update as 'Fee: £127.00 → £51.00' per changed field, a created or
 * deleted policy by its fee and processing time (the target column names the policy).
 */
export const describePolicyChange = (details: Values) => {
  const before = isValues(details.before) ? details.before : null;
  const after = isValues(details.after) ? details.after : null;
  if (before && after)
    return Object.keys(after).map(
      (field) =>
        `${fieldLabels[field] ?? field}: ${readable(field, before[field], currencyOf(before, details.currency))} → ${readable(field, after[field], currencyOf(after, details.currency))}`,
    );
  const values = after ?? before;
  return values ? summaryOf(values, currencyOf(values, details.currency)) : [];
};
