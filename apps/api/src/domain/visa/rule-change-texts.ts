import { formatLocaleOf, formatMoney, type InterfaceLanguage, type VisaCategory } from '@visabridge/contract';
import type { TravellerNewsText } from '../notifications/tell-traveller';
import { visaCategoryNamesIn } from './answer-texts/visa-category-names';

export type Changed = 'rule' | 'conditions';

/** The government fee of an answer with something to apply for: known, or set by the authority or the embassy. */
export type AnswerFee = { amount: number; currency: string } | 'authority' | 'embassy';

/** What the answer for a trip says: the authorisation's name (operator content) or its category, and its fee. */
export type Answer = { authorisationName: string | null; category: VisaCategory; fee: AnswerFee | null };

export type RuleChangeFacts = {
  changed: Changed;
  /** The destination, named in the reader's language. */
  destination: string;
  /** The arrival date in the text's language as the reader's region writes it, or null when the trip has none yet. */
  arrival: string | null;
  /** The answers before and after, or null when only the documents it needs changed. */
  change: { before: Answer; after: Answer } | null;
  source: string | null;
  /** The reader's region locale (e.g. en-GB), for amounts in the text's language. */
  region: string;
};

type Wording = {
  title: Record<Changed, (destination: string) => string>;
  subject: (destination: string) => string;
  /** The fee after the answer's name, with the space before it where the language puts one. */
  feeOf: (fee: string) => string;
  feeSetBy: Record<'authority' | 'embassy', string>;
  arrow: string;
  /** `change` is null when only the documents the trip needs changed. */
  message: (facts: RuleChangeFacts, change: string | null) => string;
};

const sourceOf = (label: string, source: string | null) => (source ? ` ${label} ${source}.` : '');

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    title: {
      rule: (destination) => `Entry rules changed: ${destination}`,
      conditions: (destination) => `Entry conditions changed: ${destination}`,
    },
    subject: (destination) => `Entry requirements for ${destination} changed`,
    feeOf: (fee) => ` (government fee: ${fee})`,
    feeSetBy: { authority: 'not known: set by the issuing authority', embassy: 'fee set by the embassy' },
    arrow: '→',
    message: ({ changed, destination, arrival, source }, change) =>
      `${changed === 'rule' ? 'An entry rule' : 'The entry conditions'} for ${destination} changed for ${arrival ? `your trip arriving on ${arrival}` : 'your trip (no arrival date given yet, so answered for today)'}: ${change ?? 'the documents it needs changed'}.${sourceOf('Source:', source)} Check what your application needs now, and confirm with the official source before you travel.`,
  },
  es: {
    title: {
      rule: (destination) => `Cambio en las normas de entrada: ${destination}`,
      conditions: (destination) => `Cambio en las condiciones de entrada: ${destination}`,
    },
    subject: (destination) => `Han cambiado los requisitos de entrada en ${destination}`,
    feeOf: (fee) => ` (tasa oficial: ${fee})`,
    feeSetBy: { authority: 'sin determinar, la fija la autoridad emisora', embassy: 'la fija la embajada' },
    arrow: '→',
    message: ({ changed, destination, arrival, source }, change) =>
      `${changed === 'rule' ? 'Ha cambiado una norma de entrada' : 'Han cambiado las condiciones de entrada'} en ${destination} para ${arrival ? `su viaje con llegada el ${arrival}` : 'su viaje (aún no ha indicado la fecha de llegada, por lo que la respuesta se refiere a hoy)'}: ${change ?? 'han cambiado los documentos necesarios'}.${sourceOf('Fuente:', source)} Compruebe qué necesita ahora su solicitud y confírmelo con la fuente oficial antes de viajar.`,
  },
  fr: {
    title: {
      rule: (destination) => `Règles d’entrée modifiées : ${destination}`,
      conditions: (destination) => `Conditions d’entrée modifiées : ${destination}`,
    },
    subject: (destination) => `Destination ${destination} : les exigences d’entrée ont changé`,
    feeOf: (fee) => ` (frais officiels : ${fee})`,
    feeSetBy: { authority: 'inconnus, fixés par l’autorité émettrice', embassy: 'fixés par l’ambassade' },
    arrow: '→',
    message: ({ changed, destination, arrival, source }, change) =>
      `${changed === 'rule' ? `Une règle d’entrée de la destination ${destination} a changé` : `Les conditions d’entrée de la destination ${destination} ont changé`} pour ${arrival ? `votre voyage avec arrivée le ${arrival}` : 'votre voyage (pas encore de date d’arrivée : réponse donnée pour aujourd’hui)'} : ${change ?? 'les documents nécessaires ont changé'}.${sourceOf('Source :', source)} Vérifiez ce dont votre demande a désormais besoin et confirmez-le auprès de la source officielle avant votre départ.`,
  },
  de: {
    title: {
      rule: (destination) => `Einreiseregeln geändert: ${destination}`,
      conditions: (destination) => `Einreisebedingungen geändert: ${destination}`,
    },
    subject: (destination) => `Die Einreisebestimmungen für ${destination} haben sich geändert`,
    feeOf: (fee) => ` (staatliche Gebühr: ${fee})`,
    feeSetBy: {
      authority: 'unbekannt, wird von der ausstellenden Behörde festgelegt',
      embassy: 'wird von der Botschaft festgelegt',
    },
    arrow: '→',
    message: ({ changed, destination, arrival, source }, change) =>
      `${changed === 'rule' ? `Eine Einreiseregel für ${destination} hat sich` : `Die Einreisebedingungen für ${destination} haben sich`} für ${arrival ? `Ihre Reise mit Ankunft am ${arrival}` : 'Ihre Reise (noch ohne Ankunftsdatum, daher für heute beantwortet)'} geändert: ${change ?? 'Es werden andere Dokumente benötigt'}.${sourceOf('Quelle:', source)} Prüfen Sie, was Ihr Antrag jetzt benötigt, und vergewissern Sie sich vor der Reise bei der offiziellen Quelle.`,
  },
  zh: {
    title: {
      rule: (destination) => `入境规定变更：${destination}`,
      conditions: (destination) => `入境条件变更：${destination}`,
    },
    subject: (destination) => `${destination}的入境要求已变更`,
    feeOf: (fee) => `（政府费用：${fee}）`,
    feeSetBy: { authority: '未知，由签发机构确定', embassy: '由使馆确定' },
    arrow: '→',
    message: ({ changed, destination, arrival, source }, change) =>
      `${destination}的${changed === 'rule' ? '一项入境规定' : '入境条件'}已变更，影响${arrival ? `您 ${arrival} 抵达的行程` : '您的行程（尚未填写抵达日期，因此按今天的情况判断）'}：${change ?? '所需材料有变化'}。${source ? `来源：${source}。` : ''}请查看您的申请现在需要哪些材料，并在出行前向官方来源核实。`,
  },
  ar: {
    title: {
      rule: (destination) => `تغيّر قواعد الدخول: ${destination}`,
      conditions: (destination) => `تغيّر شروط الدخول: ${destination}`,
    },
    subject: (destination) => `تغيّرت متطلبات الدخول إلى ${destination}`,
    feeOf: (fee) => ` (الرسوم الحكومية: ${fee})`,
    feeSetBy: { authority: 'غير معروفة، تحددها الجهة المُصدِرة', embassy: 'تحددها السفارة' },
    // Read right to left, the arrow points from the old answer to the new one.
    arrow: '←',
    message: ({ changed, destination, arrival, source }, change) =>
      `${changed === 'rule' ? 'تغيّرت إحدى قواعد الدخول' : 'تغيّرت شروط الدخول'} إلى ${destination} بالنسبة إلى ${arrival ? `رحلتك التي تصل فيها بتاريخ ${arrival}` : 'رحلتك (لم تُحدِّد تاريخ الوصول بعد، لذا جاءت الإجابة وفق تاريخ اليوم)'}: ${change ?? 'تغيّرت المستندات المطلوبة'}.${sourceOf('المصدر:', source)} تحقّق مما يحتاجه طلبك الآن، وتأكّد من المصدر الرسمي قبل السفر.`,
  },
};

/** "UK Electronic Travel Authorisation (ETA) (government fee: £16.00)", "Visa free", in `language`. */
const describeIn = (
  language: InterfaceLanguage,
  { authorisationName, category, fee }: Answer,
  region: string,
) => {
  const wording = wordings[language];
  const name = authorisationName ?? visaCategoryNamesIn[language][category];
  if (!fee) return name;
  const written =
    typeof fee === 'string'
      ? wording.feeSetBy[fee]
      : formatMoney(fee.amount, fee.currency, formatLocaleOf(language, region));
  return `${name}${wording.feeOf(written)}`;
};

/** The bell's title, the email's subject and the message for a changed rule or entry conditions, in `language`. */
export const ruleChangeTextIn = (language: InterfaceLanguage, facts: RuleChangeFacts): TravellerNewsText => {
  const wording = wordings[language];
  const { change, region } = facts;
  const describe = (answer: Answer) => describeIn(language, answer, region);
  return {
    title: wording.title[facts.changed](facts.destination),
    subject: wording.subject(facts.destination),
    message: wording.message(
      facts,
      change ? `${describe(change.before)} ${wording.arrow} ${describe(change.after)}` : null,
    ),
  };
};

/**
 * The title and subject of news that the entry rules for `destination` changed, and the arrow between an old
 * and a new answer: the visa data's news says them too.
 */
export const entryRulesNewsIn = (language: InterfaceLanguage, destination: string) => ({
  title: wordings[language].title.rule(destination),
  subject: wordings[language].subject(destination),
  arrow: wordings[language].arrow,
});
