import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({ show: vi.fn(), success: vi.fn(), fail: vi.fn(), loading: vi.fn() }));
vi.mock('../src/lib/toast', () => ({ toast: toastMock }));

import AddressFormPage from '../src/features/address/AddressFormPage';
import AddressListPage from '../src/features/address/AddressListPage';
import { loadedCountryFormat } from '../src/lib/address-formats';
import { changeLanguage, initI18n } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | undefined;

/** Where the list's review mark leads: the form of that address. */
function FormOf() {
  return createElement('p', { 'data-testid': 'form-of' }, useParams().id);
}

function mount(address: string) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = (path: string, page: () => ReturnType<typeof createElement>) =>
    createElement(Route, { path, element: createElement(page) });
  root.render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MemoryRouter,
        { initialEntries: [address] },
        createElement(
          Routes,
          null,
          route('/addressForm', AddressFormPage),
          route('/addressForm/:id', FormOf),
          route('/address', AddressListPage),
        ),
      ),
    ),
  );
  return container;
}

async function mountForm() {
  const container = mount('/addressForm');
  await expect.poll(() => container.querySelector('[data-testid="address-country"]')).not.toBeNull();
  return container;
}

/** Types into an antd-mobile input as the browser does (React listens to the native input event). */
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('.adm-form-item-label')].map((label) =>
    (label.textContent ?? '').replace('*', '').trim(),
  );

async function chooseCountry(container: HTMLElement, search: string, name: string) {
  (container.querySelector('[data-testid="address-country"]') as HTMLElement).click();
  const searchBox = await vi.waitFor(() => {
    const box = document.querySelector<HTMLInputElement>('.country-search input');
    if (!box) throw new Error('no search box yet');
    return box;
  });
  type(searchBox, search);
  const option = await vi.waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"] .adm-list-item')].find((item) =>
      item.textContent?.startsWith(name),
    );
    if (!found) throw new Error(`no ${name} in the list yet`);
    return found;
  });
  option.click();
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the address form', () => {
  it("asks for the country first, then shows Japan's fields in Japan's order with Japan's words", async () => {
    const container = await mountForm();
    expect(container.querySelector('form')).toBeNull();
    expect(loadedCountryFormat('JP')).toBeUndefined();

    await chooseCountry(container, 'jap', 'Japan');
    await expect.poll(() => labels(container)).toContain('Prefecture');
    expect(loadedCountryFormat('JP')).toBeDefined();
    expect(labels(container).slice(0, 5)).toEqual([
      'Postal code',
      'Prefecture',
      'Detailed address',
      'Addressee',
      'Mobile number',
    ]);
    expect(container.querySelector('[data-testid="address-country"]')?.textContent).toContain('Japan');
    // Digits and codes stay left to right on a right-to-left page.
    const postcode = container.querySelector<HTMLInputElement>('input[autocomplete="postal-code"]');
    const phone = container.querySelector<HTMLInputElement>('input[type="tel"]');
    expect(postcode?.closest('[dir="ltr"]')).not.toBeNull();
    expect(phone?.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('refuses a postcode that is not the chosen country’s, naming the field in its words', async () => {
    const container = await mountForm();
    await chooseCountry(container, 'united states', 'United States');
    await expect.poll(() => labels(container)).toContain('ZIP code');
    const input = (selector: string) => container.querySelector(selector) as HTMLInputElement;
    type(input('input[autocomplete="name"]'), 'Jane Roe');
    type(input('input[type="tel"]'), '(201) 555-0123');
    type(container.querySelector('textarea') as HTMLTextAreaElement, '1600 Amphitheatre Parkway');
    type(input('input[autocomplete="address-level2"]'), 'Mountain View');
    type(input('input[autocomplete="address-level1"]'), 'CA');
    type(input('input[autocomplete="postal-code"]'), '9404');
    type(input('input[placeholder="e.g. Home"]'), 'Office');
    (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await expect
      .poll(() => toastMock.fail.mock.calls[0]?.[0])
      .toBe('ZIP code does not match the format of this country');
  });
});

describe('the address form in Arabic', () => {
  it('names the countries in Arabic and keeps the postcode and phone fields left to right', async () => {
    await changeLanguage('ar');
    try {
      const container = await mountForm();
      expect(document.documentElement.dir).toBe('rtl');
      await chooseCountry(container, 'الياب', 'اليابان');
      await expect.poll(() => labels(container)).toContain('المحافظة');
      expect(labels(container)[0]).toBe('الرمز البريدي');
      for (const field of ['input[autocomplete="postal-code"]', 'input[type="tel"]'])
        expect(container.querySelector(field)?.closest('[dir="ltr"]'), field).not.toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('the address list', () => {
  const address = (id: number, fields: Record<string, unknown>) => ({
    id,
    consignee: `Addressee ${id}`,
    area: 'Area',
    admin_area: '',
    locality: '',
    sublocality: '',
    postcode: '',
    address: 'Street',
    tag: 'Home',
    is_default: id === 1,
    created_at: '2026-11-28T00:00:00.000Z',
    ...fields,
  });

  it('shows numbers as their country writes them and marks an old address for review, opening its form', async () => {
    const list = [
      address(1, { country: 'JP', mobile: '+819012345678', postcode: '150-0002', needs_review: false }),
      address(2, { country: null, mobile: '13800000000', needs_review: true }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 1, msg: '', time: 0, data: list })),
    );
    const container = mount('/address');
    await expect.poll(() => container.querySelectorAll('[data-testid="address-card"]').length).toBe(2);
    const [japanese, old] = [...container.querySelectorAll<HTMLElement>('[data-testid="address-card"]')];
    await expect.poll(() => japanese?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('090-1234-5678');
    expect(old?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('13800000000');
    expect(japanese?.querySelector('[data-testid="review-mark"]')).toBeNull();
    const mark = old?.querySelector<HTMLButtonElement>('[data-testid="review-mark"]');
    expect(mark?.textContent).toBe('Please review');
    mark?.click();
    await expect.poll(() => container.querySelector('[data-testid="form-of"]')?.textContent).toBe('2');
  });
});

describe('the countries’ address data', () => {
  it('is fetched per country by a dynamic import, never by the first load', () => {
    const web = path.join(__dirname, '../src/');
    const reached = staticImportsFrom(path.join(web, 'main.tsx'));
    const loader = path.join(web, 'lib/address-formats.ts');
    expect(reached.has(path.join(web, 'app/App.tsx'))).toBe(true);
    expect(reached.has(loader)).toBe(false);
    expect([...reached].filter((file) => /address[/\\](countries|all)|libphonenumber/.test(file))).toEqual(
      [],
    );
    expect(readFileSync(loader, 'utf8')).toContain('import.meta.glob<');
  });
});

/**
 * Every module the first load imports statically (an `import()` of a lazy route or a glob is not followed),
 * through the workspace packages too; other packages are listed by name, not read.
 */
function staticImportsFrom(entry: string): Set<string> {
  const shared = path.join(__dirname, '../../../packages/shared/');
  const exportsMap = JSON.parse(readFileSync(path.join(shared, 'package.json'), 'utf8')).exports as Record<
    string,
    string
  >;
  const resolve = (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('@storefront/shared')) {
      const target = exportsMap[`.${specifier.slice('@storefront/shared'.length)}`];
      return target ? path.join(shared, target) : undefined;
    }
    if (!specifier.startsWith('.')) return specifier;
    const base = path.resolve(path.dirname(from), specifier);
    return ['', '.ts', '.tsx', '/index.ts']
      .map((end) => base + end)
      .find((file) => {
        try {
          return readFileSync(file) && true;
        } catch {
          return false;
        }
      });
  };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (match[2]) continue;
      const target = resolve(file, match[3] ?? '');
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}
