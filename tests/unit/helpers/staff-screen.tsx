import { type AccessControlProvider, type DataProvider, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { resources } from '../../../resources';
import { createQueryClient } from '../../../src/routes/query-client';

type Records = Record<string, Record<string, unknown>[]>;

/**
 * A data provider over records kept in memory, each call a spy: what a screen read and what it sent.
 * `create` and `update` answer the sent values with a message, unless `refuse` gives the error to throw.
 */
export function memoryData(records: Records, refuse?: () => Error) {
  const answer = async (variables: unknown) => {
    if (refuse) throw refuse();
    return { data: { id: 1, ...(variables as object), message: 'Saved' } };
  };
  const provider = {
    getList: vi.fn(async ({ resource }: { resource: string }) => {
      const rows = records[resource] ?? [];
      return { data: rows, total: rows.length };
    }),
    getOne: vi.fn(async ({ resource, id }: { resource: string; id: unknown }) => ({
      data: (records[resource] ?? []).find((row) => String(row.id) === String(id))!,
    })),
    getMany: vi.fn(async ({ resource, ids }: { resource: string; ids: unknown[] }) => ({
      data: (records[resource] ?? []).filter((row) => ids.map(String).includes(String(row.id))),
    })),
    create: vi.fn(async ({ variables }: { variables: unknown }) => answer(variables)),
    update: vi.fn(async ({ variables }: { variables: unknown }) => answer(variables)),
    deleteOne: vi.fn(async () => ({ data: { message: 'Deleted' } })),
    getApiUrl: () => '',
  };
  return provider as typeof provider & DataProvider;
}

/**
 * One staff screen at `path`, under Refine with the app's resources and `data` for the API; with
 * `accessControl`, buttons a role may not use are hidden as in the app (without, every one shows).
 */
export function renderStaffScreen(
  path: string,
  pattern: string,
  Screen: ComponentType,
  data: DataProvider,
  accessControl?: AccessControlProvider,
) {
  const queryClient = createQueryClient();
  const rendered = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={data}
          accessControlProvider={accessControl}
          resources={resources}
          options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: queryClient } }}
        >
          <App>
            <Routes>
              <Route path={pattern} element={<Screen />} />
              <Route path="*" element={<p>Left the screen</p>} />
            </Routes>
          </App>
        </Refine>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...rendered, queryClient };
}

/** Types `value` into the field labelled `label`, as a staff member would. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
