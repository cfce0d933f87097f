import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListParams } from './use-list-params';

const schemas = {
  status: z.enum(['draft', 'submitted', 'approved']),
  search: z.string().trim().max(20),
};

/** The hook on a page at `address`, with the address it leads to as `location`. */
const renderAt = (address: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(schemas), location: useLocation() }), { wrapper });
};

describe('a list’s filters and page in the address', () => {
  it('reads the filters, page and page size the address names', () => {
    const { result } = renderAt('/applications?status=approved&search=%20Japan%20&page=3&pageSize=25');
    expect(result.current.list.filters).toEqual({ status: 'approved', search: 'Japan' });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.pageSize).toBe(25);
    expect(result.current.list.isFiltered).toBe(true);
    expect(result.current.list.apiQuery.toString()).toBe('page=3&pageSize=25&status=approved&search=Japan');
  });

  it('ignores what it cannot use: an unknown status, a page below one, a size it does not offer', () => {
    const { result } = renderAt('/applications?status=lost&page=-2&pageSize=1000&search=' + 'x'.repeat(21));
    expect(result.current.list.filters).toEqual({ status: '', search: '' });
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.pageSize).toBe(10);
    expect(result.current.list.isFiltered).toBe(false);
    expect(result.current.list.apiQuery.toString()).toBe('page=1&pageSize=10');
  });

  it('goes back to the first page when a filter changes, and keeps the other filters', () => {
    const { result } = renderAt('/applications?status=draft&page=4&cursor=abc');
    act(() => result.current.list.setFilters({ search: 'visa' }));
    expect(result.current.location.search).toBe('?status=draft&search=visa');
    expect(result.current.list.page).toBe(1);
  });

  it('writes only what differs from the defaults, and clears every filter at once', () => {
    const { result } = renderAt('/applications?status=submitted&search=visa');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?status=submitted&search=visa&page=2');
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('?status=submitted&search=visa');
    act(() => result.current.list.setPageSize(50));
    expect(result.current.location.search).toBe('?status=submitted&search=visa&pageSize=50');
    act(() => result.current.list.setPageSize(10));
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('');
    expect(result.current.list.isFiltered).toBe(false);
  });

  it('replaces every filter with the ones given, from the first page', () => {
    const { result } = renderAt('/applications?status=draft&search=visa&page=3&pageSize=25');
    act(() => result.current.list.replaceFilters({ search: 'T-1A2B3C4D' }));
    expect(result.current.location.search).toBe('?search=T-1A2B3C4D&pageSize=25');
    expect(result.current.list.filters).toEqual({ status: '', search: 'T-1A2B3C4D' });
  });

  it('gives each filter input its value and a change handler that stays the same between renders', () => {
    const { result, rerender } = renderAt('/applications?status=draft');
    const first = result.current.list.filterProps('status');
    expect(first.value).toBe('draft');
    rerender();
    expect(result.current.list.filterProps('status').onChange).toBe(first.onChange);
    act(() => first.onChange('approved'));
    expect(result.current.list.filters.status).toBe('approved');
  });
});
