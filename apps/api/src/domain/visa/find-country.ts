import { fieldError } from '../../lib/errors';
import type { RequirementsIndex } from './requirements-index';

/** The country a client's code names, or 400 with the message on `field` when the data knows none. */
export const findCountry = (index: RequirementsIndex, code: string, field: string) => {
  const country = index.country(code);
  if (!country) {
    const message = `Unknown country code ${code}`;
    throw fieldError({ code: 'UNKNOWN_COUNTRY', field, message });
  }
  return country;
};
