import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export const pageSizes = [10, 25, 50] as const;

const readPositive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

/**
 * A list's filters, page and page size, kept in the URL's query string so a reload, a shared link and the
 * back button show the same list. Each filter is checked with its schema from the API contract (a value it
 * refuses is ignored, a text one is kept as the schema cleans it, e.g. trimmed). `schemas` must be a
 * constant: its keys are the filter names.
 */
export const useListParams = <N extends string>(schemas: Record<N, z.ZodType>) => {
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => Object.keys(schemas) as N[], [schemas]);

  const filters = useMemo(() => {
    const read = (name: N) => {
      const value = params.get(name)?.trim() ?? '';
      const parsed = value ? schemas[name].safeParse(value) : undefined;
      if (!parsed?.success) return '';
      return typeof parsed.data === 'string' ? parsed.data : value;
    };
    return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<N, string>;
  }, [params, schemas, names]);
  const page = readPositive(params.get('page'));
  const requestedSize = Number(params.get('pageSize'));
  const pageSize = pageSizes.find((size) => size === requestedSize) ?? pageSizes[0];

  const apiQuery = useMemo(() => {
    const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
    for (const [name, value] of Object.entries<string>(filters)) if (value) query.set(name, value);
    return query;
  }, [filters, page, pageSize]);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Changing a filter goes back to the first page (of a paged list, or of one paged by cursor). */
  const setFilters = useCallback(
    (changes: Partial<Record<N, string>>) =>
      update({ ...(changes as Record<string, string>), page: '', cursor: '' }),
    [update],
  );
  /** Sets these filters and clears every other, e.g. to list one trip's travellers whatever was filtered before. */
  const replaceFilters = useCallback(
    (changes: Partial<Record<N, string>>) =>
      setFilters({
        ...(Object.fromEntries(names.map((name) => [name, ''])) as Record<N, string>),
        ...changes,
      }),
    [names, setFilters],
  );
  const clearFilters = useCallback(() => replaceFilters({}), [replaceFilters]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : '' }), [update]);
  const setPageSize = useCallback(
    (size: number) => update({ pageSize: size === pageSizes[0] ? '' : String(size), page: '', cursor: '' }),
    [update],
  );
  const isFiltered = Object.values<string>(filters).some(Boolean);

  // One stable change handler per filter, so a debounced search box does not restart on each render.
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        names.map((name) => [
          name,
          (value: string) => setFilters({ [name]: value } as Partial<Record<N, string>>),
        ]),
      ) as Record<N, (value: string) => void>,
    [names, setFilters],
  );
  /** A filter input's value and change handler, e.g. `<FilterSelect {...filterProps('status')} />`. */
  const filterProps = (name: N) => ({ value: filters[name], onChange: handlers[name] });

  return {
    filters,
    filterProps,
    page,
    pageSize,
    apiQuery,
    setFilters,
    replaceFilters,
    clearFilters,
    setPage,
    setPageSize,
    isFiltered,
  };
};

/** What a pager needs of the list's URL state. */
export type ListPaging = Pick<
  ReturnType<typeof useListParams>,
  'page' | 'pageSize' | 'setPage' | 'setPageSize'
>;
