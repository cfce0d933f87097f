import type { ContactMessageSummary, ContactMessageView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { useAdminMutation } from './use-admin-mutation';
import { useAdminQuery } from './use-admin-query';

const inbox = '/admin/contact-messages';

/** GET /admin/contact-messages: the contact inbox, open messages first. */
export const useContactMessages = (query: URLSearchParams) =>
  useAdminQuery<Page<ContactMessageSummary>>(inbox, query);

/** GET /admin/contact-messages/{id}: one message with its replies. */
export const useContactMessage = (id: string) => useAdminQuery<ContactMessageView>(`${inbox}/${id}`);

/** POST /admin/contact-messages/{id}/replies: emails a reply to the sender and keeps it with the message. */
export const useReplyToContactMessage = () =>
  useAdminMutation(({ id, body }: { id: string; body: string }) =>
    api.post<ContactMessageView>(`${inbox}/${id}/replies`, { body }),
  );

/** PATCH /admin/contact-messages/{id}: marks it handled, or open again. */
export const useMarkContactMessage = () =>
  useAdminMutation(({ id, handled }: { id: string; handled: boolean }) =>
    api.patch<ContactMessageView>(`${inbox}/${id}`, { handled }),
  );
