import type { InterfaceLanguage, Purpose } from '@visabridge/contract';

/** The texts of the visa types VisaBridge ships (catalog.ts, the companies' menu) in one language. */
export type VisaTypeTexts = {
  /** The company menu's types that are not a purpose of a trip. */
  corporate: { conference: string; training: string; meeting: string };
  /** A visa type left blank. */
  unnamed: string;
  /** A catalogue type's name: the visa's name with its destination's ("France tourism visa"). */
  ofCountry: (country: string, visaName: string) => string;
  descriptions: Record<Purpose, (country: string) => string>;
  durations: { long: string; short: string };
};

const en: VisaTypeTexts = {
  corporate: { conference: 'Conference visa', training: 'Training visa', meeting: 'Client Meeting visa' },
  unnamed: 'Visa',
  ofCountry: (country, visaName) => `${country} ${visaName.toLowerCase()}`,
  descriptions: {
    tourist: (country) => `Holidays, sightseeing and visits to friends in ${country}.`,
    business: (country) =>
      `Meetings, conferences and trade events, without taking up employment in ${country}.`,
    student: (country) => `Study at a school, college or university in ${country}.`,
    work: (country) => `Employment or self-employment in ${country}.`,
    family: (country) => `Joining or living with a family member in ${country}.`,
    transit: (country) => `Passing through on the way to another country in ${country}.`,
    medical: (country) => `Medical treatment at a hospital or clinic in ${country}.`,
  },
  durations: { long: 'Long stay (over 90 days)', short: 'Short stay (up to 90 days)' },
};

const es: VisaTypeTexts = {
  corporate: {
    conference: 'Visa para conferencias',
    training: 'Visa de formación',
    meeting: 'Visa para reuniones con clientes',
  },
  unnamed: 'Visa',
  ofCountry: (country, visaName) => `${visaName} (${country})`,
  descriptions: {
    tourist: (country) => `Vacaciones, turismo y visitas a amigos en ${country}.`,
    business: (country) =>
      `Reuniones, conferencias y ferias comerciales en ${country}, sin ejercer un empleo.`,
    student: (country) => `Estudios en un centro educativo, instituto o universidad de ${country}.`,
    work: (country) => `Empleo por cuenta ajena o propia en ${country}.`,
    family: (country) => `Reunirse o vivir con un familiar en ${country}.`,
    transit: (country) => `Paso por ${country} de camino a otro país.`,
    medical: (country) => `Tratamiento médico en un hospital o una clínica de ${country}.`,
  },
  durations: { long: 'Estancia larga (más de 90 días)', short: 'Estancia corta (hasta 90 días)' },
};

const fr: VisaTypeTexts = {
  corporate: {
    conference: 'Visa pour conférence',
    training: 'Visa de formation',
    meeting: 'Visa pour rendez-vous client',
  },
  unnamed: 'Visa',
  ofCountry: (country, visaName) => `${visaName} (${country})`,
  descriptions: {
    tourist: (country) => `Vacances, tourisme et visites à des proches. Destination : ${country}.`,
    business: (country) =>
      `Réunions, conférences et salons professionnels, sans occuper d’emploi. Destination : ${country}.`,
    student: (country) =>
      `Études dans une école, un établissement supérieur ou une université. Destination : ${country}.`,
    work: (country) => `Emploi salarié ou activité indépendante. Destination : ${country}.`,
    family: (country) => `Rejoindre un membre de sa famille ou vivre avec lui. Destination : ${country}.`,
    transit: (country) => `Passage en route vers un autre pays. Pays de transit : ${country}.`,
    medical: (country) => `Soins médicaux dans un hôpital ou une clinique. Destination : ${country}.`,
  },
  durations: { long: 'Long séjour (plus de 90 jours)', short: 'Court séjour (jusqu’à 90 jours)' },
};

const de: VisaTypeTexts = {
  corporate: {
    conference: 'Konferenzvisum',
    training: 'Schulungsvisum',
    meeting: 'Visum für Kundentermine',
  },
  unnamed: 'Visum',
  ofCountry: (country, visaName) => `${visaName} (${country})`,
  descriptions: {
    tourist: (country) => `Urlaub, Besichtigungen und Besuche bei Freunden. Reiseziel: ${country}.`,
    business: (country) =>
      `Besprechungen, Konferenzen und Messen, ohne eine Erwerbstätigkeit aufzunehmen. Reiseziel: ${country}.`,
    student: (country) =>
      `Studium oder Ausbildung an einer Schule, Hochschule oder Universität. Reiseziel: ${country}.`,
    work: (country) => `Angestellte oder selbstständige Erwerbstätigkeit. Reiseziel: ${country}.`,
    family: (country) =>
      `Nachzug zu einem Familienmitglied oder Zusammenleben mit ihm. Reiseziel: ${country}.`,
    transit: (country) => `Durchreise auf dem Weg in ein anderes Land. Transitland: ${country}.`,
    medical: (country) =>
      `Medizinische Behandlung in einem Krankenhaus oder einer Klinik. Reiseziel: ${country}.`,
  },
  durations: { long: 'Langfristiger Aufenthalt (über 90 Tage)', short: 'Kurzaufenthalt (bis zu 90 Tage)' },
};

const zh: VisaTypeTexts = {
  corporate: { conference: '会议签证', training: '培训签证', meeting: '客户会晤签证' },
  unnamed: '签证',
  ofCountry: (country, visaName) => `${country}${visaName}`,
  descriptions: {
    tourist: (country) => `在${country}度假、观光或探访亲友。`,
    business: (country) => `在${country}参加会议、研讨会或商贸活动，不在当地就业。`,
    student: (country) => `在${country}的学校、学院或大学学习。`,
    work: (country) => `在${country}受雇工作或自雇经营。`,
    family: (country) => `前往${country}与家庭成员团聚或共同生活。`,
    transit: (country) => `途经${country}前往其他国家。`,
    medical: (country) => `在${country}的医院或诊所接受治疗。`,
  },
  durations: { long: '长期停留（超过 90 天）', short: '短期停留（不超过 90 天）' },
};

const ar: VisaTypeTexts = {
  corporate: {
    conference: 'تأشيرة مؤتمرات',
    training: 'تأشيرة تدريب',
    meeting: 'تأشيرة اجتماعات مع العملاء',
  },
  unnamed: 'تأشيرة',
  ofCountry: (country, visaName) => `${visaName} (${country})`,
  descriptions: {
    tourist: (country) => `العطلات والسياحة وزيارة الأصدقاء في ${country}.`,
    business: (country) => `الاجتماعات والمؤتمرات والمعارض التجارية في ${country}، دون الالتحاق بعمل.`,
    student: (country) => `الدراسة في مدرسة أو كلية أو جامعة في ${country}.`,
    work: (country) => `العمل لدى جهة أو لحساب النفس في ${country}.`,
    family: (country) => `الالتحاق بأحد أفراد الأسرة أو الإقامة معه في ${country}.`,
    transit: (country) => `المرور عبر ${country} في الطريق إلى بلد آخر.`,
    medical: (country) => `تلقي العلاج في مستشفى أو عيادة في ${country}.`,
  },
  durations: { long: 'إقامة طويلة (أكثر من 90 يومًا)', short: 'إقامة قصيرة (حتى 90 يومًا)' },
};

/** The shipped visa types' texts in each language the product speaks. */
export const visaTypeTexts: Record<InterfaceLanguage, VisaTypeTexts> = { en, es, fr, de, zh, ar };
