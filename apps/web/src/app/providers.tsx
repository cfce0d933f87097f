import { styled } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { toastDurations } from '../lib/use-toast';
import { AppThemeProvider } from './theme-mode';

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

// Toasts are 300-500px wide (spec section 9).
const Toast = styled(MaterialDesignContent)({
  minWidth: 300,
  maxWidth: 500,
  '@media (max-width: 599.95px)': { minWidth: 0, maxWidth: '100%' },
});

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** An answer the server already had when it rendered the page, so the page shows it from the start. */
export type SeededQuery = { queryKey: readonly unknown[]; data: unknown };

type Props = { children: ReactNode; seededQueries?: SeededQuery[] };

/** Theme, server-state cache and toasts. Routing-aware providers (auth) live inside the router. */
export function AppProviders({ children, seededQueries = [] }: Props) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    for (const { queryKey, data } of seededQueries) client.setQueryData(queryKey, data);
    return client;
  });
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={4}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={toastDurations.default}
          Components={toastComponents}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
