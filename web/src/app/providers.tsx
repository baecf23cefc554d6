import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@web/components/ui/toast';

/** What every page renders inside, in the browser and on the server alike (hydration needs the same tree). */
export function Providers({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: i18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
