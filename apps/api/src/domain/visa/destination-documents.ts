import {
  authorityQuestions,
  type AuthorityQuestion,
  type ChecklistItem,
  type Purpose,
  type VisaCategory,
} from '@visabridge/contract';
import { answerWriterIn, type AnswerWriter } from './answer-writer';
import { schengenArea } from './country-groups';

/** The day VisaBridge recorded the rules below from their sources. */
const RECORDED_ON = '2026-11-28';

// The Schengen Visa Code (Regulation (EC) No 810/2009, Article 15) asks short-stay visa applicants for it.
const visaCodeSource = 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32009R0810';

// Article 15 covers the short-stay (uniform) visa; study and work are national visas with their own rules.
const shortStayPurposes: ReadonlySet<Purpose> = new Set(['tourist', 'business', 'family', 'medical']);

type DestinationOptions = { toCountry: string; category: VisaCategory; purpose: Purpose };

/** A Schengen short-stay (uniform) visa: what the Visa Code's checklist applies to. */
const isSchengenShortStayVisa = ({ toCountry, category, purpose }: DestinationOptions) =>
  category === 'visa_required' && schengenArea.members.has(toCountry) && shortStayPurposes.has(purpose);

/** Documents a destination itself asks visa applicants for, beyond the common checklist, with their source. */
export const destinationDocuments = (options: DestinationOptions, writer: AnswerWriter): ChecklistItem[] =>
  isSchengenShortStayVisa(options)
    ? [{ document: writer.documents.schengenInsurance, kind: 'apply', source: visaCodeSource }]
    : [];

// The Visa Code, Article 11: a minor's application form is signed by a person exercising permanent or temporary
// parental authority or legal guardianship; the form itself (Annex I) asks for that person's name and address.

/**
 * What a destination asks of a traveller under 18 on the arrival day, beyond their own checklist, with its
 * source; empty where no curated rule says (the screen then says our data does not know).
 */
export const minorDocuments = (
  options: DestinationOptions,
  writer: AnswerWriter = answerWriterIn(),
): ChecklistItem[] =>
  isSchengenShortStayVisa(options)
    ? [{ document: writer.documents.schengenMinorForm, kind: 'apply', source: visaCodeSource }]
    : [];

// UK visas are applied for online on GOV.UK; fingerprints and a photo are then given at a visa application centre.
const ukApplySource = 'https://www.gov.uk/apply-to-come-to-the-uk';

/** Where a visa is applied for: the destination's own way where we know it, else what holds everywhere. */
export const applyForVisaTip = (
  to: { code: string; name: string },
  { tips, recordedFrom, countryName }: AnswerWriter,
) =>
  to.code === 'GB'
    ? tips.applyOnGovUk(ukApplySource, recordedFrom(RECORDED_ON, ukApplySource))
    : tips.applyForVisa(countryName(to));

// Both ask about criminal convictions and earlier refusals: https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta
// and https://esta.cbp.dhs.gov/faq; other authorities' forms are not in our data, so nothing is asked for them.
const askingAuthorities: ReadonlySet<string> = new Set(['GB', 'US']);

/** The yes/no questions the destination's eTA authority asks that the wizard collects. */
export const authorityQuestionsFor = ({
  toCountry,
  category,
}: {
  toCountry: string;
  category: VisaCategory;
}): AuthorityQuestion[] =>
  category === 'eta' && askingAuthorities.has(toCountry) ? [...authorityQuestions] : [];
