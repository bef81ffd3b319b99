import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServerList } from '../src/components/useServerList';
import type { ListReader } from '../src/desk-client';

type List = ReturnType<typeof useServerList<'GET /api/seller/consults', 'status'>>;

let root: Root | undefined;
/** What the list and the address hold at the last render. */
let shown: { list: List; search: string } | undefined;
const readList = vi.fn<ListReader<'GET /api/seller/consults'>>(async () => ({ list: [], total: 95 }));

/** The seller's consultations as their page reads them: open ones first, the status and page in the address. */
function Consultations({ onShown }: { onShown: (now: typeof shown) => void }) {
  const list = useServerList('GET /api/seller/consults', ['status'], {
    readList,
    defaults: { status: 'open' },
  });
  const { search } = useLocation();
  useEffect(() => onShown({ list, search }));
  return null;
}

/** Opens the list at an address, as a reload or a shared link does. */
function open(address: string) {
  root?.unmount();
  root = createRoot(document.createElement('div'));
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Consultations
          onShown={(now) => {
            shown = now;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The filters and page of the last read. */
const lastRead = () => readList.mock.lastCall?.[1];

afterEach(() => {
  root?.unmount();
  root = undefined;
  shown = undefined;
  readList.mockClear();
});

describe('a seller centre list keeps its page and filters in the address', () => {
  it('opens on the page and filter the address names', async () => {
    open('/consults?status=answered&page=3');
    await expect.poll(lastRead).toEqual({ status: 'answered', page: 3, limit: 20 });
    expect(shown?.list.tableProps.pagination.current).toBe(3);
    expect(shown?.list.filters.status).toBe('answered');
  });

  it('writes a new page to the address, and a new filter starts again at page one', async () => {
    open('/consults?status=answered');
    await expect.poll(lastRead).toEqual({ status: 'answered', page: 1, limit: 20 });

    shown?.list.tableProps.pagination.onChange(2);
    await expect.poll(() => shown?.search).toBe('?status=answered&page=2');
    await expect.poll(lastRead).toEqual({ status: 'answered', page: 2, limit: 20 });

    shown?.list.set({ status: 'open' });
    await expect.poll(() => shown?.search).toBe('?status=open');
    await expect.poll(lastRead).toEqual({ status: 'open', page: 1, limit: 20 });
  });

  it('starts from its default, and keeps "all" in the address apart from it', async () => {
    open('/consults');
    await expect.poll(lastRead).toEqual({ status: 'open', page: 1, limit: 20 });

    shown?.list.set({ status: '' });
    await expect.poll(() => shown?.search).toBe('?status=');
    await expect.poll(lastRead).toEqual({ status: undefined, page: 1, limit: 20 });

    // Reloaded at that address, the list is still every consultation, not the open ones.
    open('/consults?status=');
    await expect.poll(() => shown?.list.filters.status).toBeUndefined();
    await expect.poll(lastRead).toEqual({ status: undefined, page: 1, limit: 20 });
  });
});
