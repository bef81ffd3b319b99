import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { App, Button } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDeskMutation } from '../src/components/useDeskMutation';
import { initI18n } from '../src/i18n';
import { queryKeys } from '../src/query-keys';

const ORDERS_PAGE = queryKeys.page('GET /api/admin/orders', {}, 1);
let root: Root | undefined;
let queryClient: QueryClient;
/** What the action's own onSuccess saw: whether the list had been refreshed yet. */
let listRefreshedWhenClosed: boolean | undefined;
const saved = () => i18next.t('msg.save_success');

/** A desk action as a page writes it, sending what the test gives it. */
function ShipButton({ send }: { send: () => Promise<unknown> }) {
  const shipment = useDeskMutation({
    mutationFn: send,
    success: 'msg.save_success',
    onSuccess: () => {
      listRefreshedWhenClosed = queryClient.getQueryState(ORDERS_PAGE)?.isInvalidated;
    },
    invalidates: [queryKeys.all('GET /api/admin/orders')],
  });
  return (
    <Button loading={shipment.isPending} onClick={() => shipment.mutate()}>
      ship
    </Button>
  );
}

/**
 * Renders the button as the browser would, without act: TanStack Query and antd's motion update a task later,
 * so the test waits for what it expects to see instead.
 */
async function mount(send: () => Promise<unknown>) {
  queryClient = new QueryClient();
  queryClient.setQueryData(ORDERS_PAGE, { list: [], total: 0 });
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <App>
        <ShipButton send={send} />
      </App>
    </QueryClientProvider>,
  );
  await expect.poll(() => container.querySelector('button')).not.toBeNull();
  return container.querySelector('button') as HTMLButtonElement;
}

/** An answer the test settles when it wants to: `settle.resolve` or `settle.reject`. */
function pendingAnswer() {
  const settle: { resolve?: (value: unknown) => void; reject?: (reason: unknown) => void } = {};
  const answer = new Promise((resolve, reject) => Object.assign(settle, { resolve, reject }));
  return { send: () => answer, settle };
}

beforeAll(() => initI18n());
afterEach(() => {
  root?.unmount();
  listRefreshedWhenClosed = undefined;
});

describe('a desk action', () => {
  it('is loading while pending, then says so, closes, and refreshes what it changed', async () => {
    const { send, settle } = pendingAnswer();
    const button = await mount(send);
    button.click();
    await expect.poll(() => button.classList.contains('ant-btn-loading')).toBe(true);

    settle.resolve?.({});
    await expect.poll(() => document.body.textContent).toContain(saved());
    expect(listRefreshedWhenClosed).toBe(false);
    expect(queryClient.getQueryState(ORDERS_PAGE)?.isInvalidated).toBe(true);
    await expect.poll(() => button.classList.contains('ant-btn-loading')).toBe(false);
  });

  it('shows nothing more and refreshes nothing when it fails (the client has shown why)', async () => {
    const { send, settle } = pendingAnswer();
    const button = await mount(send);
    button.click();
    await expect.poll(() => button.classList.contains('ant-btn-loading')).toBe(true);
    settle.reject?.(new Error('refused'));
    await expect.poll(() => button.classList.contains('ant-btn-loading')).toBe(false);
    expect(document.body.textContent).not.toContain(saved());
    expect(listRefreshedWhenClosed).toBeUndefined();
    expect(queryClient.getQueryState(ORDERS_PAGE)?.isInvalidated).toBe(false);
  });
});
