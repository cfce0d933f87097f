import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactReceiptView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';

/** POST /contact: stores the message; the sender's account goes with it when signed in. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (input: ContactMessageInput) => api.post<ContactReceiptView>('/contact', input),
  });
