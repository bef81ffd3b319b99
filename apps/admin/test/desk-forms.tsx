import type { ReactNode } from 'react';
import i18next from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { initI18n } from '../src/i18n';

/**
 * What the tests of the desks' forms share: a form drawn as the browser would (with the desks' providers), typed
 * into and submitted as a user does, its messages read, and a server that records what reached it.
 */

let root: Root | undefined;

/** The console in English, as the tests read its texts. */
export async function inEnglish() {
  localStorage.setItem('console.lang', 'en');
  await initI18n();
}

/**
 * Renders a desk's form or page at an address, with a query client and antd's App around it. antd and TanStack
 * Query update a task later, so a test waits for what it expects rather than wrapping each step in act.
 */
export async function mount(ui: ReactNode, address = '/') {
  unmount();
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <App>{ui}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The first form a file draws waits for antd's styles and the lazy parts of the page.
  await expect.poll(() => container.querySelector('button'), { timeout: 10_000 }).not.toBeNull();
  return container;
}

export function unmount() {
  root?.unmount();
  root = undefined;
}

/** After each test: the form gone, fetch itself again. */
export function cleanUp() {
  unmount();
  vi.unstubAllGlobals();
}

/** The messages under the fields, in the page and its dialogs and drawers (drawn outside the container). */
export const errors = (scope: ParentNode = document) =>
  [...scope.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

/** A field's text when it is required or not valid, as the project words it in the interface language. */
export const required = (field: string) =>
  i18next.t('validation.required', { field: i18next.t(`field.${field}`) });
export const invalid = (field: string) =>
  i18next.t('validation.invalid', { field: i18next.t(`field.${field}`) });

/** Types into an antd input or text area as a user does: the value, then React's input event. */
export function type(field: Element | null | undefined, text: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error(`no field to type "${text}" into`);
  }
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field a label names (antd ties each Form.Item's label to its control's id), or one named by aria-label. */
export const field = (label: string, scope: ParentNode = document) => {
  const byLabel = [...scope.querySelectorAll('label')].find((node) => node.textContent === label);
  const id = byLabel?.getAttribute('for');
  return id
    ? document.getElementById(id)
    : scope.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`);
};

/** Clicks the button whose text is `name` (the last one drawn: a dialog's comes after the page's). */
export function click(name: string, scope: ParentNode = document) {
  const buttons = [...scope.querySelectorAll('button')].filter((node) => node.textContent?.trim() === name);
  const button = buttons.at(-1);
  if (!button) throw new Error(`no button "${name}"`);
  button.click();
}

/** Waits for a button to be drawn (a row's action once its list has answered, a dialog's once it opens). */
export const drawn = (name: string) =>
  expect
    .poll(() => [...document.querySelectorAll('button')].some((node) => node.textContent?.trim() === name))
    .toBe(true);

/** Clicks a row's action once its list has answered, and waits for the dialog's button `then`. */
export async function openWith(action: string, then: string) {
  await drawn(action);
  click(action);
  await drawn(then);
}

/**
 * What a required text of a desk form must do: submitted empty, then with only spaces and line breaks, it
 * shows `message` under the field and nothing reaches the server.
 */
export async function refusesBlank(sent: Sent[], { label, message, submit }: BlankCheck) {
  submit();
  await expect.poll(() => errors()).toEqual([message]);
  type(field(label), ' \n ');
  submit();
  await expect.poll(() => errors()).toEqual([message]);
  expect(sent).toEqual([]);
}
type BlankCheck = { label: string; message: string; submit: () => void };

/** Waits for the one request the form sent. */
export const sends = (sent: Sent[], path: string, body: unknown) =>
  expect.poll(() => sent).toEqual([{ method: 'POST', path, body }]);

/** A page of a desk list as the server answers it. */
export const listPage = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });

export type Sent = { method: string; path: string; body: unknown };

/**
 * A server in place of fetch: each GET answers the data given for its path, each POST is recorded (and answers
 * `null`, or the data given for it). A request for a path it was not given answers a failure.
 */
export function fakeServer(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://desk.test').pathname;
      const key = `${method} ${path}`;
      if (method !== 'GET') sent.push({ method, path, body: JSON.parse(String(init.body ?? 'null')) });
      const known = key in answers || method !== 'GET';
      const envelope = known
        ? { code: 1, msg: '', time: 0, data: answers[key] ?? null }
        : { code: 0, msg: `${key} is not in the test`, key: 'msg.bad_request', time: 0, data: null };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
