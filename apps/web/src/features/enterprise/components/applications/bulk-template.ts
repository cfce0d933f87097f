import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bulkApplicationColumns, bulkProfileColumns, addDays, localDayOf, toCsv } from '@visabridge/contract';

const titleCase = (column: string) => column.replace(/\b(?!of\b)\w/g, (letter) => letter.toUpperCase());

const profileColumns = Object.values(bulkProfileColumns);

/**
 * The template file: the header and one example row, for `email` when an employee is known. The
 * optional travel profile columns are left blank: blank keeps the profile on record.
 */
export const bulkTemplate = (i18n: I18n, email = 'employee@yourcompany.com') =>
  toCsv([
    [...bulkApplicationColumns, ...profileColumns].map(titleCase),
    [
      email,
      'CN',
      'business',
      i18n._(
        msg({ message: 'Trade fair in Shanghai', comment: 'example purpose of a business trip to China' }),
      ),
      addDays(localDayOf(), 30),
      'normal',
      ...profileColumns.map(() => ''),
    ],
  ]);

/** A link target that downloads `csv` without a request. */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
