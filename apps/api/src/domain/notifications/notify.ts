import type { InterfaceLanguage, NotificationCategory, notificationTypes } from '@visabridge/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { accountLanguageOf } from '../../lib/message-language';

/** A notification's title and message in one language. */
export type NotificationText = { title: string; message: string };

/** A notification written in each language the product speaks, from the same facts. */
export type NotificationTexts<Facts> = Record<InterfaceLanguage, (facts: Facts) => NotificationText>;

export type NewNotification = {
  userId: string;
  /** The title and message in a language: the recipient's, among those the site offers. */
  text: (language: InterfaceLanguage) => NotificationText;
  type: (typeof notificationTypes)[number];
  category: NotificationCategory;
  link?: string;
  /** Set only when recording past events (demo data); new notifications are stamped now and unread. */
  createdAt?: Date;
  readAt?: Date;
};

/** The `text` of a notification written from `facts` with `texts`. */
export const textsOf =
  <Facts>(texts: NotificationTexts<Facts>, facts: Facts) =>
  (language: InterfaceLanguage) =>
    texts[language](facts);

/**
 * Stores notifications in the caller's transaction, so they exist only if the event they report does. Each
 * is written in its recipient's language when the site offers it (`INTERFACE_LANGUAGES`), in English otherwise.
 */
export const notify = async (db: Db, offered: readonly InterfaceLanguage[], ...items: NewNotification[]) => {
  if (items.length === 0) return;
  const recipients = await db
    .select({ id: users.id, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(inArray(users.id, [...new Set(items.map((item) => item.userId))]));
  const languageOf = new Map(
    recipients.map(({ id, interfaceLanguage }) => [id, accountLanguageOf(interfaceLanguage, offered)]),
  );
  await db
    .insert(notifications)
    .values(items.map(({ text, ...item }) => ({ ...item, ...text(languageOf.get(item.userId) ?? 'en') })));
};
