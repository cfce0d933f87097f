import type { Db } from '../../db/client';
import { queueEmail } from '../email/outbox';
import { notify } from './notify';

type TravellerNews = {
  person: { userId: string; email: string; firstName: string };
  title: string;
  subject: string;
  message: string;
  /** The application the news is about, e.g. /applications/ID. */
  link: string;
  publicUrl: string;
};

/** News about a traveller's trip: a warning in the bell and the same by email, with a link to the application. */
export const tellTraveller = async (
  db: Db,
  { person, title, subject, message, link, publicUrl }: TravellerNews,
) => {
  await notify(db, {
    userId: person.userId,
    title,
    message,
    type: 'warning',
    category: 'travel_intelligence',
    link,
  });
  await queueEmail(db, {
    to: person.email,
    subject,
    body: [
      `Hello ${person.firstName},`,
      '',
      message,
      '',
      'See your application here:',
      `${publicUrl}${link}`,
    ].join('\n'),
  });
};
