import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, type EmailTexts } from '../../domain/email/email-language';
import { inEveryLanguage } from '../../domain/email/every-language';
import { greetingIn } from '../../domain/email/greeting';
import type { NotificationTexts } from '../../domain/notifications/notify';
import { companySignOffIn } from './company-sign-off';

type Facts = {
  company: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  /** The arrival date, written in the employee's region. */
  arrival: string;
  reference: string;
};

type Wording = {
  title: string;
  subject: (company: string, country: string) => string;
  message: (facts: Facts, country: string) => string;
};

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    title: 'Visa application filed for you',
    subject: (company, country) => `${company} filed your visa application for ${country}`,
    message: ({ company, arrival, reference }, country) =>
      `${company} filed your visa application for ${country} on ${arrival} (trip ${reference}). Upload the documents it asks for and follow its status here.`,
  },
  es: {
    title: 'Solicitud de visado presentada en su nombre',
    subject: (company, country) => `${company} ha presentado su solicitud de visado para ${country}`,
    message: ({ company, arrival, reference }, country) =>
      `${company} ha presentado su solicitud de visado para ${country} con llegada el ${arrival} (viaje ${reference}). Suba los documentos que se le piden y siga aquí su estado.`,
  },
  fr: {
    title: 'Demande de visa déposée pour vous',
    subject: (company, country) => `${company} a déposé votre demande de visa (destination : ${country})`,
    message: ({ company, arrival, reference }, country) =>
      `${company} a déposé votre demande de visa (destination : ${country}, arrivée le ${arrival}, voyage ${reference}). Téléversez les documents demandés et suivez ici son statut.`,
  },
  de: {
    title: 'Visumantrag für Sie eingereicht',
    subject: (company, country) => `${company} hat Ihren Visumantrag für ${country} eingereicht`,
    message: ({ company, arrival, reference }, country) =>
      `${company} hat Ihren Visumantrag für ${country} eingereicht (Ankunft am ${arrival}, Reise ${reference}). Laden Sie die angeforderten Dokumente hoch und verfolgen Sie hier seinen Status.`,
  },
  zh: {
    title: '已为您提交签证申请',
    subject: (company, country) => `${company} 已为您提交前往${country}的签证申请`,
    message: ({ company, arrival, reference }, country) =>
      `${company} 已为您提交前往${country}的签证申请（抵达日期 ${arrival}，行程 ${reference}）。请上传所需材料，并在此查看申请状态。`,
  },
  ar: {
    title: 'تم تقديم طلب تأشيرة باسمك',
    subject: (company, country) => `قدّمت ${company} طلب تأشيرتك إلى ${country}`,
    message: ({ company, arrival, reference }, country) =>
      `قدّمت ${company} طلب تأشيرتك إلى ${country} (تاريخ الوصول ${arrival}، الرحلة ${reference}). ارفع المستندات المطلوبة وتابع حالة الطلب من هنا.`,
  },
};

const countryIn = (language: InterfaceLanguage, { destination }: Facts) =>
  countryNameIn(language, destination.code, destination.name);

/** An employee's notice that their company filed a visa application for them. */
export const filedForYouNotice: NotificationTexts<Facts> = inEveryLanguage((language) => (facts) => ({
  title: wordings[language].title,
  message: wordings[language].message(facts, countryIn(language, facts)),
}));

/** The same by email, with the link to the application and the company's name below. */
export const filedForYouEmail: EmailTexts<Facts & { firstName: string; link: string }> = inEveryLanguage(
  (language) => (facts) => {
    const country = countryIn(language, facts);
    return {
      subject: wordings[language].subject(facts.company, country),
      lines: [
        greetingIn[language](facts.firstName),
        '',
        wordings[language].message(facts, country),
        facts.link,
        '',
        companySignOffIn[language](facts.company),
      ],
    };
  },
);
