import { formatDate } from '../../../../lib/format';
import type { FieldSpec } from './wizard-fields';

/** A filled-in field's value as people read it: dates formatted, countries and choices by name. */
export const fieldText = (field: FieldSpec, value: string, countryName: (code: string) => string) => {
  if (field.type === 'date') return formatDate(value);
  if (field.type === 'country') return countryName(value);
  return field.choices?.find(([choice]) => choice === value)?.[1] ?? value;
};
