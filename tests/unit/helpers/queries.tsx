import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/routes/query-client';

/** `ui` under a query cache of its own, as the app has one per page load (src/main.tsx). */
export function withQueries(ui: ReactNode, queryClient = createQueryClient()) {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}
