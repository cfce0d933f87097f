import {
  nameOfVisaType,
  purposes,
  type InterfaceLanguage,
  type Purpose,
  type VisaTypeView,
} from '@visabridge/contract';
import { countryNameIn } from '../../lib/country-names';
import { answerTexts } from '../visa/answer-texts/answer-texts';
import { visaTypeTexts } from './visa-type-texts';

const isPurpose = (value: string): value is Purpose => (purposes as readonly string[]).includes(value);

type CorporateOnly = keyof (typeof visaTypeTexts)['en']['corporate'];

const isCorporateOnly = (value: string): value is CorporateOnly =>
  Object.hasOwn(visaTypeTexts.en.corporate, value);

/**
 * How a visa type reads in `language` (the contract's `nameOfVisaType`, in English): a catalogue code
 * ('GB-TOURIST'), a purpose or a company menu's type is a name VisaBridge ships and is translated; any other
 * name is the operator's own and stays as typed.
 */
export const visaTypeNameIn = (visaType: string, language: InterfaceLanguage) => {
  const trimmed = visaType.trim();
  const texts = visaTypeTexts[language];
  if (trimmed === '') return texts.unnamed;
  if (isCorporateOnly(trimmed)) return texts.corporate[trimmed];
  const purpose = (/^[A-Z]{2,3}-([A-Z]+)$/.exec(trimmed)?.[1] ?? trimmed).toLowerCase();
  if (isPurpose(purpose)) return answerTexts[language].visaTypeNames[purpose];
  return nameOfVisaType(trimmed);
};

/** A catalogue visa type's name, description and duration as VisaBridge ships them, in `language`. */
export const shippedVisaType = (
  { code, name }: { code: string; name: string },
  purpose: Purpose,
  isLongStay: boolean,
  language: InterfaceLanguage,
) => {
  const texts = visaTypeTexts[language];
  const country = countryNameIn(language, code, name);
  return {
    name: texts.ofCountry(country, answerTexts[language].visaTypeNames[purpose]),
    description: texts.descriptions[purpose](country),
    duration: isLongStay ? texts.durations.long : texts.durations.short,
  };
};

type Destination = { code: string; name: string } | null;

/**
 * A listed visa type in `language`: each of its name, description and duration that is still as VisaBridge
 * shipped it is translated; one an operator edited stays as they wrote it.
 */
export const visaTypeIn = (row: VisaTypeView, destination: Destination, language: InterfaceLanguage) => {
  if (!destination || language === 'en') return row;
  const isLongStay = row.duration === visaTypeTexts.en.durations.long;
  const english = shippedVisaType(destination, row.purpose, isLongStay, 'en');
  const translated = shippedVisaType(destination, row.purpose, isLongStay, language);
  return {
    ...row,
    name: row.name === english.name ? translated.name : row.name,
    description: row.description === english.description ? translated.description : row.description,
    duration: row.duration === english.duration ? translated.duration : row.duration,
  };
};
