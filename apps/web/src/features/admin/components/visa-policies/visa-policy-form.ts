import { entriesSchema, policyCategorySchema, purposeSchema, visaPolicyInput } from '@visabridge/contract';
import type { VisaPolicyView } from '@visabridge/contract';
import { z } from 'zod';
import { toMajorUnits, toMinorUnits } from '../money-units';

const toNumber = (typed: string) => (typed.trim() ? Number(typed.trim()) : undefined);

/** A blank field stays absent, so the contract's own 'is required' message shows (typed as given for the pipe). */
const required = <T>(value: T | undefined) => (value === '' ? undefined : value) as T;

/** The dialog's fields as typed (numbers as text), turned into the API's input and checked by its schema. */
export const visaPolicyForm = z
  .object({
    destination: z.string(),
    fromCountry: z.string(),
    purpose: purposeSchema,
    category: policyCategorySchema,
    feeAmount: z.string(),
    currency: z.string(),
    processingDaysMin: z.string(),
    processingDaysMax: z.string(),
    validityDays: z.string(),
    entries: entriesSchema,
    notes: z.string(),
    documents: z.array(z.string()),
    source: z.string(),
    lastVerifiedAt: z.string(),
  })
  .transform((values): z.input<typeof visaPolicyInput> => ({
    ...values,
    destination: required(values.destination),
    fromCountry: values.fromCountry || null,
    feeAmount: required(toMinorUnits(values.feeAmount, values.currency)),
    currency: required(values.currency.trim()),
    processingDaysMin: required(toNumber(values.processingDaysMin)),
    processingDaysMax: required(toNumber(values.processingDaysMax)),
    validityDays: toNumber(values.validityDays) ?? null,
    source: values.source.trim() || null,
    lastVerifiedAt: values.lastVerifiedAt || null,
  }))
  .pipe(visaPolicyInput);

export type VisaPolicyFormValues = z.input<typeof visaPolicyForm>;

export const emptyPolicyForm: VisaPolicyFormValues = {
  destination: '',
  fromCountry: '',
  purpose: 'tourist',
  category: 'visa_required',
  feeAmount: '',
  currency: 'USD',
  processingDaysMin: '',
  processingDaysMax: '',
  validityDays: '',
  entries: 'single',
  notes: '',
  documents: [],
  source: '',
  lastVerifiedAt: '',
};

/** A stored policy as the dialog shows it for editing: the fee back in major units. */
export const policyFormOf = (policy: VisaPolicyView): VisaPolicyFormValues => ({
  destination: policy.destination,
  fromCountry: policy.fromCountry ?? '',
  purpose: policy.purpose,
  category: policy.category,
  feeAmount: toMajorUnits(policy.feeAmount, policy.currency),
  currency: policy.currency,
  processingDaysMin: String(policy.processingDaysMin),
  processingDaysMax: String(policy.processingDaysMax),
  validityDays: policy.validityDays === null ? '' : String(policy.validityDays),
  entries: policy.entries,
  notes: policy.notes,
  documents: policy.documents,
  source: policy.source ?? '',
  lastVerifiedAt: policy.lastVerifiedAt ?? '',
});
