import type { I18n } from '@lingui/core';
import { formatDate } from '../../../../lib/format';
import type { FieldSpec } from './wizard-fields';

/** A filled-in field's value as people read it: dates formatted, countries and choices by name. */
export const fieldText = (
  i18n: I18n,
  field: FieldSpec,
  value: string,
  countryName: (code: string) => string,
) => {
  if (field.type === 'date') return formatDate(value);
  if (field.type === 'country') return countryName(value);
  const choice = field.choices?.find(([item]) => item === value)?.[1];
  return choice ? i18n._(choice) : value;
};
