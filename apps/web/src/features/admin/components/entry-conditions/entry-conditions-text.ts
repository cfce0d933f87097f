import type { I18n } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import type { EntryConditionsRecordView } from '@visabridge/contract';

type Row = EntryConditionsRecordView;

/** '6 months beyond arrival', '3 months beyond departure', 'For the whole stay', or 'Not known'. */
export const validityText = (i18n: I18n, { passportValidity, passportValidityMonths }: Row) => {
  if (passportValidity === null) return i18n._(msg`Validity not known`);
  if (passportValidity === 'for_stay') return i18n._(msg`Valid for the whole stay`);
  const months = passportValidityMonths ?? 0;
  return passportValidity === 'beyond_arrival'
    ? i18n._(
        msg({
          message: plural(months, { one: '# month beyond arrival', other: '# months beyond arrival' }),
          comment: 'how long a passport must stay valid after the date of arrival',
        }),
      )
    : i18n._(
        msg({
          message: plural(months, { one: '# month beyond departure', other: '# months beyond departure' }),
          comment: 'how long a passport must stay valid after the date of departure',
        }),
      );
};

/** 'Issued within 10 years', 'blank pages: 2': the passport's other conditions, each said when not known. */
export const passportFactsText = (i18n: I18n, { maxPassportAgeYears, blankPages }: Row) => [
  maxPassportAgeYears === null
    ? i18n._(msg({ message: 'Age limit not known', comment: 'how old a passport may be is not known' }))
    : i18n._(
        msg({
          message: plural(maxPassportAgeYears, {
            one: 'Issued within # year',
            other: 'Issued within # years',
          }),
          comment: 'a passport must have been issued within so many years',
        }),
      ),
  blankPages === null
    ? i18n._(msg`Blank pages not known`)
    : i18n._(
        msg({
          message: plural(blankPages, { one: '# blank page', other: '# blank pages' }),
          comment: 'how many blank pages a passport needs',
        }),
      ),
];

/** Whether a condition is asked for, as a select's key: 'yes', 'no', or 'unknown'. */
const askedKey = (asked: boolean | null) => (asked === null ? 'unknown' : asked ? 'yes' : 'no');

/** 'Onward ticket: required', 'Proof of funds: not known'. */
export const arrivalText = (i18n: I18n, { onwardTicket, proofOfFunds }: Row) => {
  const onward = askedKey(onwardTicket);
  const funds = askedKey(proofOfFunds);
  return [
    i18n._(
      msg({
        message: select(onward, {
          yes: 'Onward ticket: required',
          no: 'Onward ticket: not required',
          other: 'Onward ticket: not known',
        }),
        comment: 'whether a traveller must show an onward or return ticket on arrival',
      }),
    ),
    i18n._(
      msg({
        message: select(funds, {
          yes: 'Proof of funds: required',
          no: 'Proof of funds: not required',
          other: 'Proof of funds: not known',
        }),
        comment: 'whether a traveller must show they have enough money for the stay on arrival',
      }),
    ),
  ];
};

/** 'Printed 51 × 51 mm, white background', 'Square, at least 350 px', or 'No photo recorded'. */
export const photoText = (i18n: I18n, { photo }: Row) => {
  if (photo === null) return i18n._(msg`No photo recorded`);
  const printSize = (widthMm: number, heightMm: number) =>
    i18n._(
      msg({
        message: `Printed ${widthMm} × ${heightMm} mm`,
        comment: 'the size of a printed passport photo',
      }),
    );
  const squareSize = (minPixels: number) =>
    i18n._(
      msg({
        message: `Square, at least ${minPixels} px`,
        comment: 'the size of a square digital passport photo, in pixels a side',
      }),
    );
  const size =
    photo.shape === 'print' ? printSize(photo.widthMm, photo.heightMm) : squareSize(photo.minPixels);
  return photo.background ? `${size}, ${photo.background}` : size;
};
