import type { InterfaceLanguage } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { emailTo, type EmailTexts, type Recipient } from '../email/email-language';
import { inEveryLanguage } from '../email/every-language';
import { greetingIn } from '../email/greeting';
import { queueEmail } from '../email/outbox';
import { notify } from './notify';

/** The news in one language: the bell's title, the email's subject, and the message both carry. */
export type TravellerNewsText = { title: string; subject: string; message: string };

type TravellerNews = {
  person: Recipient & { userId: string };
  text: (language: InterfaceLanguage) => TravellerNewsText;
  /** The application the news is about, e.g. /applications/ID. */
  link: string;
  publicUrl: string;
};

type EmailFacts = Pick<TravellerNews, 'text' | 'link'> & { firstName: string };

const seeApplication: Record<InterfaceLanguage, string> = {
  en: 'See your application here:',
  es: 'Consulte su solicitud aquí:',
  fr: 'Consultez votre demande ici :',
  de: 'Ihren Antrag finden Sie hier:',
  zh: '在此查看您的申请：',
  ar: 'اطّلع على طلبك من هنا:',
};

const emailIn =
  (language: InterfaceLanguage) =>
  ({ firstName, text, link }: EmailFacts) => {
    const { subject, message } = text(language);
    return {
      subject,
      lines: [greetingIn[language](firstName), '', message, '', seeApplication[language], link],
    };
  };

const emailTexts: EmailTexts<EmailFacts> = inEveryLanguage(emailIn);

/**
 * News about a traveller's trip: a warning in the bell and the same by email, with a link to the application,
 * both in the traveller's language among those the site offers.
 */
export const tellTraveller = async (
  db: Db,
  offered: readonly InterfaceLanguage[],
  { person, text, link, publicUrl }: TravellerNews,
) => {
  await notify(db, offered, {
    userId: person.userId,
    text: (language) => {
      const { title, message } = text(language);
      return { title, message };
    },
    type: 'warning',
    category: 'travel_intelligence',
    link,
  });
  await queueEmail(
    db,
    emailTo(person, offered, emailTexts, { firstName: person.firstName, text, link: `${publicUrl}${link}` }),
  );
};
