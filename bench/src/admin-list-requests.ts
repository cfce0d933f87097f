import type { startApiServer } from './servers';

type Api = Awaited<ReturnType<typeof startApiServer>>;

/** What the bench reads of a page of `GET /api/visa-applications/list`. */
type AdminPage = { items: unknown[]; total: number; nextCursor?: string | null };

export const ADMIN_LIST_PATH = '/api/visa-applications/list';

/** How many pages the middle-page target follows `nextCursor` through before it is measured. */
export const MIDDLE_PAGE_FOLLOWS = 50;

export const withQuery = (url: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
};

/** One page of the admin's list as the API answers it; fails unless it answers 200. */
const adminListPage = async (api: Api, token: string, query: Record<string, string>) => {
  const response = await api.app.inject({
    method: 'GET',
    url: withQuery(ADMIN_LIST_PATH, query),
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json<{ data?: AdminPage }>();
  if (response.statusCode !== 200 || !body.data) {
    throw new Error(`${ADMIN_LIST_PATH} answered ${response.statusCode}: ${response.body}`);
  }
  return body.data;
};

/**
 * The cursor of a page in the middle of the admin's list: `nextCursor` followed MIDDLE_PAGE_FOLLOWS
 * times from the first page, as an admin paging on would. Null when the list answers no cursor (it
 * pages by number), so the middle page is skipped rather than measured some other way.
 */
export const middlePageCursor = async (api: Api, token: string) => {
  let cursor: string | undefined;
  for (let follows = 0; follows < MIDDLE_PAGE_FOLLOWS; follows++) {
    const page = await adminListPage(api, token, cursor ? { cursor } : {});
    if (typeof page.nextCursor !== 'string') {
      if (follows === 0) return null;
      throw new Error(`${ADMIN_LIST_PATH} ran out of pages after ${follows} of ${MIDDLE_PAGE_FOLLOWS}`);
    }
    cursor = page.nextCursor;
  }
  return cursor ?? null;
};
