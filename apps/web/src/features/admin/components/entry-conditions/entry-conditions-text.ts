import type { EntryConditionsRecordView } from '@visabridge/contract';

type Row = EntryConditionsRecordView;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '6 months beyond arrival', '3 months beyond departure', 'For the whole stay', or 'Not known'. */
export const validityText = ({ passportValidity, passportValidityMonths }: Row) => {
  if (passportValidity === null) return 'Validity not known';
  if (passportValidity === 'for_stay') return 'Valid for the whole stay';
  const basis = passportValidity === 'beyond_arrival' ? 'arrival' : 'departure';
  return `${plural(passportValidityMonths ?? 0, 'month')} beyond ${basis}`;
};

/** 'Issued within 10 years', 'blank pages: 2': the passport's other conditions, each said when not known. */
export const passportFactsText = ({ maxPassportAgeYears, blankPages }: Row) => [
  maxPassportAgeYears === null
    ? 'Age limit not known'
    : `Issued within ${plural(maxPassportAgeYears, 'year')}`,
  blankPages === null ? 'Blank pages not known' : `${plural(blankPages, 'blank page')}`,
];

const askedText = (asked: boolean | null, what: string) =>
  asked === null ? `${what}: not known` : `${what}: ${asked ? 'required' : 'not required'}`;

/** 'Onward ticket: required', 'Proof of funds: not known'. */
export const arrivalText = ({ onwardTicket, proofOfFunds }: Row) => [
  askedText(onwardTicket, 'Onward ticket'),
  askedText(proofOfFunds, 'Proof of funds'),
];

/** 'Printed 51 × 51 mm, white background', 'Square, at least 350 px', or 'No photo recorded'. */
export const photoText = ({ photo }: Row) => {
  if (photo === null) return 'No photo recorded';
  const size =
    photo.shape === 'print'
      ? `Printed ${photo.widthMm} × ${photo.heightMm} mm`
      : `Square, at least ${photo.minPixels} px`;
  return photo.background ? `${size}, ${photo.background}` : size;
};
