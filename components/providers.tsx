'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  // react-aria's own words (a chip's "Remove", a date's segments) follow the interface language.
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={useLocale()}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
