import type { FaqView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { contentPagesKey } from './use-content-page';

/** Under the published pages' key, so that an edit in the admin dashboard refreshes it with them. */
export const faqKey = [...contentPagesKey, 'faq-topics'] as const;

/** GET /content/faq: the FAQ's topics and questions in the page's language, or in English until written in it. */
export const useFaq = () =>
  useQuery({
    queryKey: faqKey,
    queryFn: async ({ signal }) => (await api.get<FaqView>('/content/faq', { signal })).data,
  });
