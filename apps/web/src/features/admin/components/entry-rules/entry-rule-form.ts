import { entryRuleInput, localDayOf, purposeSchema } from '@visabridge/contract';
import type { EntryRuleInput, EntryRuleView } from '@visabridge/contract';
import { z } from 'zod';
import { toMajorUnits, toMinorUnits } from '../money-units';

/** A rule's passports (or destination) are a list of countries or one named group. */
const scopeSchema = z.enum(['countries', 'group']);

/** A blank field stays absent, so the contract's own 'is required' message shows (typed as given for the pipe). */
const required = <T>(value: T | undefined) => (value === '' ? undefined : value) as T;

const orNull = (typed: string) => typed.trim() || null;

/** The dialog's fields as typed (amounts in major units, numbers as text), checked by the API's schema. */
export const entryRuleForm = z
  .object({
    passportsBy: scopeSchema,
    passports: z.array(z.string()),
    passportGroup: z.string(),
    passportExceptions: z.array(z.string()),
    destinationBy: scopeSchema,
    destination: z.string(),
    destinationGroup: z.string(),
    purposes: z.array(purposeSchema),
    category: z.string(),
    authorisationName: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    applyUrl: z.string(),
    fees: z.array(z.object({ from: z.string(), amount: z.string(), currency: z.string() })),
    validity: z.string(),
    allowedStayDays: z.string(),
    notes: z.string(),
    source: z.string(),
    recordedOn: z.string(),
    recordedBy: z.string(),
  })
  .transform((values): EntryRuleInput => ({
    passports: values.passportsBy === 'countries' ? values.passports : [],
    passportGroup: values.passportsBy === 'group' ? values.passportGroup || null : null,
    passportExceptions: values.passportExceptions,
    destination: values.destinationBy === 'countries' ? values.destination || null : null,
    destinationGroup: values.destinationBy === 'group' ? values.destinationGroup || null : null,
    purposes: values.purposes,
    category: required(values.category) as EntryRuleInput['category'],
    authorisationName: values.authorisationName,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    applyUrl: orNull(values.applyUrl),
    fees: values.fees.map((fee) => ({
      from: fee.from,
      amount: required(toMinorUnits(fee.amount, fee.currency)),
      currency: fee.currency,
    })),
    validity: orNull(values.validity),
    allowedStayDays: values.allowedStayDays.trim() ? Number(values.allowedStayDays.trim()) : null,
    notes: values.notes,
    source: required(values.source.trim()),
    recordedOn: values.recordedOn,
    recordedBy: values.recordedBy,
  }))
  .pipe(entryRuleInput);

export type EntryRuleFormValues = z.input<typeof entryRuleForm>;
export type FeeStepFormValues = EntryRuleFormValues['fees'][number];

/** A new rule: recorded today by the signed-in admin, for one destination and a list of passports. */
export const emptyRuleForm = (recordedBy: string): EntryRuleFormValues => ({
  passportsBy: 'countries',
  passports: [],
  passportGroup: '',
  passportExceptions: [],
  destinationBy: 'countries',
  destination: '',
  destinationGroup: '',
  purposes: [],
  category: '',
  authorisationName: '',
  startsOn: '',
  endsOn: '',
  applyUrl: '',
  fees: [],
  validity: '',
  allowedStayDays: '',
  notes: '',
  source: '',
  recordedOn: localDayOf(),
  recordedBy,
});

/** A stored rule as the dialog shows it for editing: its fees back in major units. */
export const ruleFormOf = (rule: EntryRuleView): EntryRuleFormValues => ({
  passportsBy: rule.passportGroup ? 'group' : 'countries',
  passports: rule.passports,
  passportGroup: rule.passportGroup ?? '',
  passportExceptions: rule.passportExceptions,
  destinationBy: rule.destinationGroup ? 'group' : 'countries',
  destination: rule.destination ?? '',
  destinationGroup: rule.destinationGroup ?? '',
  purposes: rule.purposes,
  category: rule.category,
  authorisationName: rule.authorisationName,
  startsOn: rule.startsOn ?? '',
  endsOn: rule.endsOn ?? '',
  applyUrl: rule.applyUrl ?? '',
  fees: rule.fees.map((fee) => ({ ...fee, amount: toMajorUnits(fee.amount, fee.currency) })),
  validity: rule.validity ?? '',
  allowedStayDays: rule.allowedStayDays === null ? '' : String(rule.allowedStayDays),
  notes: rule.notes,
  source: rule.source,
  recordedOn: rule.recordedOn,
  recordedBy: rule.recordedBy,
});

/** A stored rule as the API takes it back, e.g. to give it an end date and nothing else. */
export const ruleInputOf = ({ id: _id, isShipped: _shipped, updatedAt: _at, ...rule }: EntryRuleView) =>
  rule satisfies EntryRuleInput;

/**
 * Where an error the contract puts on `passports` or `destination` shows: on the group select when the
 * admin chose a group, since the list it names is then hidden.
 */
export const scopeErrorFields = (values: EntryRuleFormValues) => ({
  ...(values.passportsBy === 'group' ? { passports: 'passportGroup' as const } : {}),
  ...(values.destinationBy === 'group' ? { destination: 'destinationGroup' as const } : {}),
});
