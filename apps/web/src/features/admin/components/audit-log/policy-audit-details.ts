import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatMoney, purposes, visaCategories } from '@visabridge/contract';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { visaCategoryNames } from '../../../../components/visa/visa-category-names';

type Values = Record<string, unknown>;

const fieldLabels: Record<string, MessageDescriptor> = {
  destination: msg({ message: 'Destination', comment: "a visa policy's field: the country it is for" }),
  fromCountry: msg({ message: 'Nationality', comment: "a visa policy's field: the passport it is for" }),
  purpose: msg({ message: 'Purpose', comment: "a visa policy's field: the purpose of the trip" }),
  category: msg({ message: 'Category', comment: "a visa policy's field: its entry category, e.g. e-Visa" }),
  feeAmount: msg({ message: 'Fee', comment: "a visa policy's field" }),
  currency: msg({ message: 'Currency', comment: "a visa policy's field: the fee's currency" }),
  processingDaysMin: msg`Processing days (min)`,
  processingDaysMax: msg`Processing days (max)`,
  validityDays: msg`Validity (days)`,
  entries: msg({ message: 'Entries', comment: "a visa policy's field: how many entries the visa allows" }),
  notes: msg({ message: 'Notes', comment: "a visa policy's field" }),
  documents: msg({ message: 'Documents', comment: "a visa policy's field: the documents to provide" }),
  source: msg({ message: 'Source', comment: "a visa policy's field: where its facts come from" }),
  lastVerifiedAt: msg({ message: 'Last verified', comment: "a visa policy's field: a date" }),
};

const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null;
const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A stored field value as people read it: the fee as money, names for codes, 'none' for nothing. */
const readable = (i18n: I18n, field: string, value: unknown, currency: string) => {
  if (value === null || value === undefined || value === '')
    return field === 'fromCountry'
      ? i18n._(msg`All nationalities`)
      : i18n._(msg({ message: 'none', comment: 'audit log: the value was empty' }));
  if (field === 'feeAmount' && typeof value === 'number') return formatMoney(value, currency);
  const purpose = field === 'purpose' ? purposes.find((item) => item === value) : undefined;
  if (purpose) return i18n._(purposeNames[purpose]);
  const category = field === 'category' ? visaCategories.find((item) => item === value) : undefined;
  if (category) return i18n._(visaCategoryNames[category]);
  if (Array.isArray(value))
    return value.length
      ? shorten(value.join('; '))
      : i18n._(msg({ message: 'none', comment: 'audit log: the value was empty' }));
  return shorten(String(value));
};

const currencyOf = (values: Values, fallback: unknown) =>
  typeof values.currency === 'string' ? values.currency : typeof fallback === 'string' ? fallback : 'USD';

/** '5 business days', or '5-10 business days'. */
const processingText = (i18n: I18n, minDays: number, maxDays: number) =>
  minDays === maxDays
    ? i18n._(
        msg({
          message: plural(maxDays, { one: `${maxDays} business day`, other: `${maxDays} business days` }),
          comment: "a visa policy's processing time",
        }),
      )
    : i18n._(
        msg({
          message: plural(maxDays, {
            one: `${minDays}-${maxDays} business days`,
            other: `${minDays}-${maxDays} business days`,
          }),
          comment: "a visa policy's processing time, from the fewest business days to the most",
        }),
      );

/** What a created or deleted policy said: its fee and processing time. */
const summaryOf = (i18n: I18n, values: Values, currency: string) => {
  const fee = readable(i18n, 'feeAmount', values.feeAmount, currency);
  const lines = [i18n._(msg({ message: `Fee: ${fee}`, comment: "a visa policy's fee" }))];
  const [min, max] = [values.processingDaysMin, values.processingDaysMax];
  if (typeof min === 'number' && typeof max === 'number') {
    const processing = processingText(i18n, min, max);
    lines.push(
      i18n._(msg({ message: `Processing: ${processing}`, comment: "a visa policy's processing time" })),
    );
  }
  return lines;
};

/**
 * A policy event's details as lines: an update as 'Fee: £127.00 → £51.00' per changed field, a created or
 * deleted policy by its fee and processing time (the target column names the policy).
 */
export const describePolicyChange = (i18n: I18n, details: Values) => {
  const before = isValues(details.before) ? details.before : null;
  const after = isValues(details.after) ? details.after : null;
  if (before && after)
    return Object.keys(after).map((field) => {
      const label = fieldLabels[field];
      const fieldName = label ? i18n._(label) : field;
      const from = readable(i18n, field, before[field], currencyOf(before, details.currency));
      const to = readable(i18n, field, after[field], currencyOf(after, details.currency));
      return i18n._(
        msg({
          message: `${fieldName}: ${from} → ${to}`,
          comment: "a visa policy's field, then its value before and after a change",
        }),
      );
    });
  const values = after ?? before;
  return values ? summaryOf(i18n, values, currencyOf(values, details.currency)) : [];
};
