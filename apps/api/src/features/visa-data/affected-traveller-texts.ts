import type { InterfaceLanguage } from '@visabridge/contract';
import type { TravellerNewsText } from '../../domain/notifications/tell-traveller';
import { entryRulesNewsIn } from '../../domain/visa/rule-change-texts';
import { visaCategoryNamesIn } from '../../domain/visa/answer-texts/visa-category-names';
import type { ParsedRequirement } from '../../domain/visa/requirement-values';

export type AffectedFacts = {
  /** The edition's date, in the text's language as the reader's region writes it. */
  edition: string;
  /** The passport's and the destination's countries, named in the reader's language. */
  passport: string;
  destination: string;
  /** The corridor's requirement before and after; null where the edition does not list it. */
  before: ParsedRequirement | null;
  after: ParsedRequirement | null;
};

type Wording = {
  notListed: string;
  days: (count: number) => string;
  message: (facts: AffectedFacts, change: string) => string;
};

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    notListed: 'not listed',
    days: (count) => `${count} ${count === 1 ? 'day' : 'days'}`,
    message: ({ edition, passport, destination }, change) =>
      `The visa data of ${edition} changed the requirement for a ${passport} passport to ${destination}: ${change}. Check what your application needs now.`,
  },
  es: {
    notListed: 'no figura',
    days: (count) => `${count} ${count === 1 ? 'día' : 'días'}`,
    message: ({ edition, passport, destination }, change) =>
      `Los datos de visados del ${edition} han cambiado el requisito para viajar a ${destination} con pasaporte de ${passport}: ${change}. Compruebe qué necesita ahora su solicitud.`,
  },
  fr: {
    notListed: 'non répertorié',
    days: (count) => `${count} ${count < 2 ? 'jour' : 'jours'}`,
    message: ({ edition, passport, destination }, change) =>
      `Les données sur les visas du ${edition} ont modifié l’exigence applicable à votre voyage (passeport : ${passport}, destination : ${destination}) : ${change}. Vérifiez ce dont votre demande a désormais besoin.`,
  },
  de: {
    notListed: 'nicht aufgeführt',
    days: (count) => `${count} ${count === 1 ? 'Tag' : 'Tage'}`,
    message: ({ edition, passport, destination }, change) =>
      `Mit den Visadaten vom ${edition} hat sich die Anforderung für Ihre Reise geändert (Pass: ${passport}, Ziel: ${destination}): ${change}. Prüfen Sie, was Ihr Antrag jetzt benötigt.`,
  },
  zh: {
    notListed: '未列出',
    days: (count) => `${count} 天`,
    message: ({ edition, passport, destination }, change) =>
      `${edition}的签证数据更新了持${passport}护照前往${destination}的入境要求：${change}。请查看您的申请现在需要哪些材料。`,
  },
  ar: {
    notListed: 'غير مدرجة',
    days: (count) =>
      ({
        zero: `${count} يوم`,
        one: 'يوم واحد',
        two: 'يومان',
        few: `${count} أيام`,
        many: `${count} يومًا`,
        other: `${count} يوم`,
      })[new Intl.PluralRules('ar').select(count)],
    message: ({ edition, passport, destination }, change) =>
      `غيّرت بيانات التأشيرات الصادرة بتاريخ ${edition} متطلبات رحلتك (جواز السفر: ${passport}، الوجهة: ${destination}): ${change}. تحقّق مما يحتاجه طلبك الآن.`,
  },
};

/** "Visa free (90 days)", "e-Visa", or "not listed" for a corridor the edition dropped, in `language`. */
const describeIn = (language: InterfaceLanguage, requirement: ParsedRequirement | null) => {
  const wording = wordings[language];
  if (!requirement) return wording.notListed;
  const name = visaCategoryNamesIn[language][requirement.category];
  if (!requirement.stayDays) return name;
  const days = wording.days(requirement.stayDays);
  return language === 'zh' ? `${name}（${days}）` : `${name} (${days})`;
};

/** The news that a new edition of the visa data changed a traveller's corridor, in `language`. */
export const affectedTravellerTextIn = (
  language: InterfaceLanguage,
  facts: AffectedFacts,
): TravellerNewsText => {
  const { title, subject, arrow } = entryRulesNewsIn(language, facts.destination);
  const change = `${describeIn(language, facts.before)} ${arrow} ${describeIn(language, facts.after)}`;
  return { title, subject, message: wordings[language].message(facts, change) };
};
