import { notificationCategories } from '@visabridge/contract';
import type { NotificationCategory } from '@visabridge/contract';
import { useSearchParams } from 'react-router';

const pageSize = 10;

const categoryOf = (value: string | null) => notificationCategories.find((category) => category === value);

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The list's filters and page, kept in the address (?category=&unread=true&page=) so Back and links keep them. */
export const useNotificationFilters = () => {
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const isUnreadOnly = params.get('unread') === 'true';
  const page = pageOf(params.get('page'));

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return {
    query: { page, pageSize, category, isUnreadOnly },
    hasFilters: Boolean(category) || isUnreadOnly,
    setCategory: (value: NotificationCategory | null) => update({ category: value, page: null }),
    setUnreadOnly: (value: boolean) => update({ unread: value ? 'true' : null, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    clearFilters: () => update({ category: null, unread: null, page: null }),
  };
};
