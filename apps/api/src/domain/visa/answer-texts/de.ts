import type { EntryConditionsView } from '@visabridge/contract';
import { countIn } from './count-in';
import { listIn } from './list-in';
import type { AnswerTexts, RuleNeed } from './types';

// Country names come without their article ("Schweiz", "USA"): they are set apart, never after a preposition.
const days = (count: number) => countIn('de', count, { one: '# Tag', other: '# Tage' });
const daysDative = (count: number) => countIn('de', count, { one: '# Tag', other: '# Tagen' });
const months = (count: number) => countIn('de', count, { one: '# Monat', other: '# Monate' });
const businessDays = (count: number) => countIn('de', count, { one: '# Werktag', other: '# Werktage' });

const passportRule = (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => {
  if (!conditions?.passportValidity)
    return `Gültiger Reisepass: Die Regel zur Gültigkeit des Reisepasses für das Zielland (${destination}) ist nicht in unseren Daten enthalten; bitte prüfen Sie sie vor der Reise bei der offiziellen Quelle`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const validity = {
    beyond_arrival: `mindestens ${months(passportValidityMonths ?? 0)} ab dem Tag der Einreise gültig`,
    beyond_departure: `mindestens ${months(passportValidityMonths ?? 0)} über den Tag der Ausreise hinaus gültig`,
    for_stay: 'für die gesamte Dauer des Aufenthalts gültig',
  }[passportValidity];
  const issued = maxPassportAgeYears
    ? `, innerhalb der letzten ${maxPassportAgeYears} Jahre ausgestellt`
    : '';
  const pages = blankPages
    ? `, mit ${countIn('de', blankPages, { one: 'einer leeren Seite', other: '# leeren Seiten' })}`
    : '';
  return `Reisepass, ${validity}${issued}${pages} (Regel für: ${ruleOf})`;
};

const photoRule = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo)
    return `Aktuelles Passfoto: Die Fotovorgaben des Ziellandes (${destination}) sind nicht in unseren Daten enthalten; bitte prüfen Sie das Format bei der offiziellen Quelle`;
  if (photo.shape === 'square')
    return `Digitales Foto, quadratisch (Höhe gleich Breite), mindestens ${photo.minPixels} x ${photo.minPixels} Pixel, ${photo.background}`;
  return `Aktuelles Foto, ${photo.widthMm} x ${photo.heightMm} mm, ${photo.background}`;
};

const whatHoldersNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'dürfen ohne Visum einreisen';
  if (category === 'no_admission') return 'dürfen nicht einreisen';
  return `benötigen die Genehmigung „${authorisationName}“`;
};

const whatHoldersWillNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'werden ohne Visum einreisen dürfen';
  if (category === 'no_admission') return 'werden nicht einreisen dürfen';
  return `werden die Genehmigung „${authorisationName}“ benötigen`;
};

const holders = (from: string) => `Inhaber eines Reisepasses mit Ausstellungsland ${from}`;

const confirmWith = (country: string) =>
  `Bitte prüfen Sie dies vor der Reise bei Ihrer Fluggesellschaft und bei der offiziellen Regierungsquelle des Landes (${country}).`;

export const answerTextsDe: AnswerTexts = {
  dateLocale: 'de',
  datasetValue: (category, stayDays) =>
    stayDays
      ? `visumfrei für bis zu ${daysDative(stayDays)}`
      : {
          visa_free: 'visumfrei',
          visa_on_arrival: 'Visum bei Ankunft',
          eta: 'elektronische Reisegenehmigung (eTA)',
          e_visa: 'E-Visum',
          visa_required: 'visumpflichtig',
          no_admission: 'keine Einreise',
          own_country: 'eigenes Land',
        }[category],
  visaTypeNames: {
    tourist: 'Touristenvisum',
    business: 'Geschäftsvisum',
    student: 'Studienvisum',
    work: 'Arbeitsvisum',
    family: 'Visum zur Familienzusammenführung',
    transit: 'Transitvisum',
    medical: 'Visum zur medizinischen Behandlung',
  },
  groupNames: { 'eu-eea-swiss': 'Bürger der EU, des EWR und der Schweiz', schengen: 'Schengen-Raum' },
  documents: {
    passportOrId: 'Gültiger Reisepass oder Personalausweis',
    funds: 'Nachweis ausreichender finanzieller Mittel für den Aufenthalt',
    etaApproval: 'Elektronische Reisegenehmigung (eTA), mit diesem Reisepass verknüpft',
    eVisaApproval: 'Genehmigung des E-Visums, ausgedruckt, auf der Reise mitzuführen',
    eVisaPhoto: 'Digitales Passfoto für den Online-Antrag',
    applicationForm: 'Ausgefülltes Visumantragsformular',
    bankStatements: 'Nachweis ausreichender finanzieller Mittel (Kontoauszüge der letzten 3 Monate)',
    itinerary: 'Reiseplan',
    returnTicket: 'Rück- oder Weiterreiseticket',
    accommodation: 'Nachweis der Unterkunft (Hotelbuchung oder Adresse der Gastgeber)',
    invitationLetter: 'Einladungsschreiben des Unternehmens, das Sie besuchen',
    employerLetter: 'Schreiben Ihres Arbeitgebers mit dem Zweck der Reise',
    acceptanceLetter: 'Zulassungsbescheid der Schule oder Hochschule',
    tuitionProof: 'Nachweis über die Zahlung der Studiengebühren oder ein Stipendium',
    jobOffer: 'Stellenangebot oder Arbeitsvertrag',
    relationshipProof: 'Nachweis des Verwandtschaftsverhältnisses (Geburts- oder Heiratsurkunde)',
    familyInvitation: 'Einladung und Kopie des Ausweises des Familienangehörigen, zu dem Sie ziehen',
    onwardTicket: 'Weiterreiseticket innerhalb der Transitzeit',
    finalDestinationVisa: 'Visum oder Einreiseerlaubnis für das endgültige Reiseziel',
    hospitalLetter: 'Schreiben des behandelnden Krankenhauses mit den Behandlungsterminen',
    treatmentPayment: 'Nachweis, dass die Behandlung bezahlt werden kann',
    workPermit: 'Arbeitserlaubnis oder deren Zusage, sofern das Zielland eine ausstellt',
    schengenInsurance:
      'Reisekrankenversicherung mit einer Deckung von mindestens 30.000 EUR für den gesamten Aufenthalt im Schengen-Raum',
    schengenMinorForm:
      'Antragsformular, unterschrieben von einem Elternteil oder dem Vormund, mit dessen Name und Anschrift (die reisende Person ist unter 18)',
  },
  passportRule,
  photoRule,
  photoBackgrounds: {
    'plain light background': 'einfarbiger heller Hintergrund',
    'white or off-white background': 'weißer oder cremeweißer Hintergrund',
    'plain light-coloured or white background': 'einfarbiger heller oder weißer Hintergrund',
    'background not stated': 'Hintergrund nicht angegeben',
  },
  recordedFrom: (recordedOn, source) => `von VisaBridge am ${recordedOn} aus ${source} übernommen`,
  recordedBy: (by, on, source) => `Von ${by} am ${on} aus ${source} übernommen`,
  fee: {
    notApplicable: 'Entfällt',
    noVisaFee: 'Keine Visumgebühr',
    setByAuthority: 'Unbekannt: wird von der ausstellenden Behörde festgelegt',
    setByEmbassy: 'Gebühr wird von der Botschaft festgelegt',
    notKnown: 'Unbekannt',
    fromDay: (amount, date) => `${amount} (ab ${date})`,
  },
  stay: {
    notAdmitted: 'Keine Einreise',
    unlimited: 'Unbegrenzt',
    upToDays: (count) => `Bis zu ${daysDative(count)}`,
    setByAuthorisation: 'Durch das Visum oder die Genehmigung festgelegt',
    notStated: 'In den Daten nicht angegeben',
  },
  processing: {
    notApplicable: 'Entfällt',
    days: (min, max) => (min === max ? businessDays(min) : `${min}–${max} Werktage`),
    atBorder: 'Wird bei der Ankunft an der Grenze ausgestellt',
    noApplication: 'Kein Antrag erforderlich',
    varies: 'Die Bearbeitungszeit ist unterschiedlich',
  },
  decisions: {
    ownCountry: 'Staatsangehörige dürfen jederzeit in ihr eigenes Land einreisen',
    longStayPurpose:
      'Studium, Arbeit und Familiennachzug erfordern ein Visum oder einen Aufenthaltstitel; die visumfreie Einreise gilt nur für kurze Aufenthalte',
    freeMovement: {
      'eu-eea-swiss-free-movement': 'Personenfreizügigkeit in der EU, im EWR und in der Schweiz',
      'common-travel-area': 'Common Travel Area zwischen Irland und dem Vereinigten Königreich',
      'trans-tasman-travel-arrangement': 'Trans-Tasman Travel Arrangement zwischen Australien und Neuseeland',
    },
    passportIndex: (editionDate, value) => `Passport Index, Ausgabe vom ${editionDate}: ${value}`,
    entryRule: (name, startsOn, recorded) => `${name}, in Kraft seit ${startsOn}. ${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) =>
      `${holders(from)} dürfen nicht in das Zielland (${to}) einreisen; bitte wenden Sie sich vor der Reiseplanung an dessen Botschaft.`,
    stayLimit: (count) =>
      `Sie dürfen bis zu ${daysDative(count)} bleiben; für einen längeren Aufenthalt benötigen Sie ein Visum oder einen Aufenthaltstitel.`,
    eta: 'Beantragen Sie die elektronische Reisegenehmigung vor der Reise online.',
    eVisa: 'Beantragen Sie das E-Visum online und führen Sie einen Ausdruck der Genehmigung mit.',
    visaOnArrival: 'Halten Sie die Visumgebühr und Ihre Nachweise an der Grenze bereit.',
    applyForVisa: (to) =>
      `Beantragen Sie das Visum des Ziellandes (${to}) vor der Reise, online oder bei dessen Botschaft oder Konsulat, wie es die offizielle Visa-Website vorgibt.`,
    applyOnGovUk: (source, recorded) =>
      `Stellen Sie den Antrag vor der Reise online auf GOV.UK (${source}) und geben Sie anschließend in einem Visa-Antragszentrum Ihre Fingerabdrücke und Ihr Foto ab (${recorded}).`,
    applyAhead: (daysBefore, processingDays) =>
      `Stellen Sie den Antrag mindestens ${days(daysBefore)} vor der Reise: Die Bearbeitung dauert bis zu ${businessDays(processingDays)}.`,
    registerResidence:
      'Melden Sie Ihren Wohnsitz bei den örtlichen Behörden an, wenn Sie länger als drei Monate bleiben.',
    carryPassportOrId: 'Führen Sie einen gültigen Reisepass oder Personalausweis mit.',
    passportRule: (rule, recorded) =>
      `${rule}: ${recorded}. Bitte prüfen Sie dies vor der Reise bei der offiziellen Quelle.`,
    passportRuleUnknown: (to) =>
      `Die Regel zur Gültigkeit des Reisepasses für das Zielland (${to}) ist nicht in unseren Daten enthalten: Bitte prüfen Sie sie vor der Reise bei der offiziellen Quelle.`,
  },
  entryRules: {
    starts: (date, from, to, need) =>
      `Ab dem ${date} gilt für die Einreise in das Zielland (${to}): ${holders(from)} ${whatHoldersNeed(need)}.`,
    ends: (name, date) => `${name}: gilt bis zum ${date}; danach gilt wieder die Angabe aus dem Datensatz.`,
    feeChanges: (date, name, amount) =>
      `Ab dem ${date} beträgt die staatliche Gebühr für „${name}“ ${amount}.`,
    announced: (from, to, need) =>
      `Angekündigt, noch ohne Startdatum, für die Einreise in das Zielland (${to}): ${holders(from)} ${whatHoldersWillNeed(need)}. Noch nicht in Kraft; die Antwort oben berücksichtigt dies nicht.`,
    applyDirectly: (url, amount) =>
      `Sie können den Antrag auch direkt auf der offiziellen Website ${url} stellen, ohne VisaBridge; ${amount ? `die staatliche Gebühr beträgt dort ${amount}` : 'die dortige staatliche Gebühr ist uns nicht bekannt'}.`,
  },
  freshness: (editionDate, ageDays, monthCount) =>
    `Die Ausgabe des Passport Index vom ${editionDate} ist ${days(ageDays)} alt (etwa ${months(monthCount)}); seither erfasste Einreiseregeln werden zusätzlich angewendet, jeweils mit dem Datum ihrer Erfassung.`,
  confirmWithSource: (source) =>
    `Einreiseregeln ändern sich: Bitte prüfen Sie sie vor der Reise bei der offiziellen Quelle ${source}.`,
  confirmWithGovernment: (to) =>
    `Einreiseregeln ändern sich: Bitte prüfen Sie sie vor der Reise bei den offiziellen Regierungsquellen des Ziellandes (${to}), also bei dessen Botschaft oder Einwanderungsbehörde.`,
  noCorridorData: (from, to) =>
    `Für diese Reise (Ausstellungsland: ${from}, Zielland: ${to}) liegen uns keine Visadaten vor.`,
  trip: {
    transitOwnCountry:
      'Staatsangehörige dürfen jederzeit in ihr eigenes Land einreisen; für die Durchreise ist daher kein Visum nötig.',
    transitOnFile: (country, visaType, fee) =>
      `Für dieses Land (${country}) ist eine Transitregel hinterlegt: ${visaType}, ${fee}. ${confirmWith(country)}`,
    transitNotInData: (country) =>
      `Die Transitregeln dieses Landes (${country}) sind nicht in unseren Daten enthalten: Die angezeigte Antwort gilt für die Einreise. Manche Länder erlauben den Aufenthalt im Transitbereich ohne Visum, andere verlangen ein Transitvisum. ${confirmWith(country)}`,
    legName: (number, country) => `Etappe ${number} (${country})`,
    legList: listIn('de'),
    applyBefore: (legs) => `Stellen Sie den Antrag vor der Reise für: ${legs}.`,
    nothingToApplyBefore:
      'Für keine Etappe muss vor der Reise ein Visum oder eine Reisegenehmigung beantragt werden.',
    notAdmittedOn: (legs) => `Mit diesem Reisepass ist die Einreise nicht möglich bei: ${legs}.`,
    datasetSource: (editionDate, source) => `Passport-Index-Daten, Ausgabe vom ${editionDate} (${source})`,
  },
};
