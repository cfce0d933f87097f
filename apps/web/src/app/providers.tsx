import type { I18n } from '@lingui/core';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { SeededQuery } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useToastHostWanted } from '../lib/use-toast';
import { lazyPart } from './lazy-page';
import { AppThemeProvider } from './theme-mode';
import type { Direction } from './theme';

const maxRetries = 2;

/** Cache rules of spec section 9; a 4xx answer will not change on retry, so it is not retried. */
const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 300000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isClientError) && failureCount < maxRetries,
      },
      mutations: { retry: false },
    },
  });

const ToastHost = lazyPart('toasts', () => import('./toasts/toast-host'));

/** The toasts' place: empty, and without their code, until the visit shows its first toast. */
function ToastSlot() {
  return useToastHostWanted() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

type Props = {
  children: ReactNode;
  /** The page's messages, in its language. */
  i18n: I18n;
  direction: Direction;
  /** Answers the server already had when it rendered the page, so the page shows them from the start. */
  seededQueries?: SeededQuery[];
};

/** Messages, theme, server-state cache and toasts. Routing-aware providers (auth) live inside the router. */
export function AppProviders({ children, i18n, direction, seededQueries = [] }: Props) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    for (const { queryKey, data } of seededQueries) client.setQueryData(queryKey, data);
    return client;
  });
  return (
    <I18nProvider i18n={i18n}>
      <AppThemeProvider direction={direction}>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastSlot />
        </QueryClientProvider>
      </AppThemeProvider>
    </I18nProvider>
  );
}
