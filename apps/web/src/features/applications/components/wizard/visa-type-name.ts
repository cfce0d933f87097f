import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nameOfVisaType, purposes, type Purpose } from '@visabridge/contract';

/** The visa types VisaBridge ships, by purpose or by the company menu's own names. */
const shippedNames: Record<Purpose | 'conference' | 'training' | 'meeting', MessageDescriptor> = {
  tourist: msg({ message: 'Tourism visa', comment: 'the name of a type of visa' }),
  business: msg({ message: 'Business visa', comment: 'the name of a type of visa' }),
  student: msg({ message: 'Study visa', comment: 'the name of a type of visa' }),
  work: msg({ message: 'Work visa', comment: 'the name of a type of visa' }),
  family: msg({ message: 'Family visa', comment: 'the name of a type of visa' }),
  transit: msg({ message: 'Transit visa', comment: 'the name of a type of visa' }),
  medical: msg({ message: 'Medical treatment visa', comment: 'the name of a type of visa' }),
  conference: msg({ message: 'Conference visa', comment: 'the name of a type of visa' }),
  training: msg({ message: 'Training visa', comment: 'the name of a type of visa' }),
  meeting: msg({ message: 'Client Meeting visa', comment: 'the name of a type of visa: to meet a client' }),
};

const isPurpose = (name: string): name is Purpose => (purposes as readonly string[]).includes(name);

const isShipped = (name: string): name is keyof typeof shippedNames => Object.hasOwn(shippedNames, name);

/**
 * A visa type as the page's language names it (the contract's `nameOfVisaType`): a catalogue code
 * ('GB-TOURIST'), a purpose or a company menu's type is translated; a name an operator typed stays as typed.
 */
export const visaTypeNameIn = (i18n: I18n, visaType: string) => {
  const trimmed = visaType.trim();
  if (isShipped(trimmed)) return i18n._(shippedNames[trimmed]);
  const purpose = (/^[A-Z]{2,3}-([A-Z]+)$/.exec(trimmed)?.[1] ?? trimmed).toLowerCase();
  return isPurpose(purpose) ? i18n._(shippedNames[purpose]) : nameOfVisaType(trimmed);
};
