import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Paging by cursor for a list whose filters and sort live in the URL: the current page's `cursor` joins
 * them there (a reload shows the same page); the cursors of the pages before are remembered while the
 * list stays open, so Previous steps back one page (after a reload it goes to the first).
 */
export const useCursorPaging = (listQuery: URLSearchParams) => {
  const [params, setParams] = useSearchParams();
  const cursor = params.get('cursor') ?? '';
  const [earlier, setEarlier] = useState<{ list: string; cursors: string[] }>({ list: '', cursors: [] });

  const apiQuery = useMemo(() => {
    const query = new URLSearchParams(listQuery);
    query.delete('page');
    if (cursor) query.set('cursor', cursor);
    return query;
  }, [listQuery, cursor]);
  const list = useMemo(() => {
    const query = new URLSearchParams(listQuery);
    query.delete('page');
    return query.toString();
  }, [listQuery]);
  // Cursors remembered for other filters or another sort lead elsewhere.
  const cursors = earlier.list === list ? earlier.cursors : [];

  const show = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('cursor', next);
          else updated.delete('cursor');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const goNext = (nextCursor: string) => {
    setEarlier({ list, cursors: [...cursors, cursor] });
    show(nextCursor);
  };
  const goPrevious = () => {
    setEarlier({ list, cursors: cursors.slice(0, -1) });
    show(cursors.at(-1) ?? '');
  };

  return { apiQuery, paging: { hasPrevious: Boolean(cursor), goNext, goPrevious } };
};

export type CursorPaging = ReturnType<typeof useCursorPaging>['paging'];
