import { afterEach, describe, expect, it, vi } from 'vitest';

const toastMock = vi.hoisted(() => ({
  show: vi.fn(),
  success: vi.fn(),
  fail: vi.fn(),
  loading: vi.fn(),
  close: vi.fn(),
}));
vi.mock('../src/lib/toast', () => ({ toast: toastMock }));
const antdToast = vi.hoisted(() => ({ show: vi.fn(), clear: vi.fn() }));

import { copyText } from '../src/lib/clipboard';
import type * as ToastModule from '../src/lib/toast';
import { isMobileAgent, mountDesktopFrame, shouldFrame } from '../src/lib/desktop-frame';
import { changeLanguage, initI18n } from '../src/lib/i18n';
import { startLanguage } from '../src/lib/languages';

afterEach(() => vi.unstubAllGlobals());

describe('desktop frame (spec section 1)', () => {
  it.each(['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'])(
    'treats %s as mobile',
    (agent) => {
      expect(isMobileAgent(`Mozilla/5.0 (${agent}; x) AppleWebKit`)).toBe(true);
      expect(shouldFrame(`Mozilla/5.0 (${agent})`, false)).toBe(false);
    },
  );

  it('frames a desktop agent that is not already inside a frame', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
    expect(shouldFrame(desktop, false)).toBe(true);
    expect(shouldFrame(desktop, true)).toBe(false);
  });

  it('replaces the page with one centered 480 px frame holding the same address', () => {
    document.body.innerHTML = '<div id="root">app</div>';
    mountDesktopFrame(document, 'http://shop.test/home?x=1');
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('http://shop.test/home?x=1');
    expect(frames[0]?.style.width).toBe('480px');
    expect(frames[0]?.style.height).toBe('100vh');
    expect(frames[0]?.style.margin).toBe('0px auto');
    expect(document.getElementById('root')).toBeNull();
  });
});

describe('start-up language (spec section 1)', () => {
  it('prefers the saved language', () => {
    expect(startLanguage('de', ['ja-JP']).code).toBe('de');
  });

  it('else takes the first browser language it speaks', () => {
    expect(startLanguage(null, ['pt-BR', 'ja-JP', 'en']).code).toBe('ri');
  });

  it('else falls back to simplified Chinese', () => {
    expect(startLanguage(null, ['pt-BR', 'nl']).code).toBe('zh-CN');
  });

  it('lays Arabic out right to left and remembers the choice for 3 days', async () => {
    const info = vi.spyOn(console, 'info');
    await initI18n();
    // Nothing of i18next's own in the shopper's console.
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
    await changeLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.cookie).toContain('language=ar');
    expect(JSON.parse(localStorage.getItem('setting') ?? '{}')).toEqual({ lang: 'ar' });
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('copy (spec section 5)', () => {
  it('says Copy Fail where the page is not secure', async () => {
    await changeLanguage('en');
    vi.stubGlobal('isSecureContext', false);
    expect(await copyText('abc')).toBe(false);
    expect(toastMock.fail).toHaveBeenCalledWith('Copy Fail');
  });

  it('says Copied on a secure page', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
    expect(await copyText('abc')).toBe(true);
    expect(toastMock.success).toHaveBeenCalledWith('Copied');
  });
});

describe('toast helper (spec section 8)', () => {
  it('shows for 1200 ms with clicks blocked; loading spins until closed', async () => {
    // lib/antd-imperative re-exports Dialog too and sets antd-mobile's renderer on load.
    vi.doMock('antd-mobile', () => ({
      Toast: antdToast,
      Dialog: {},
      ConfigProvider: vi.fn(),
      unstableSetRender: vi.fn(),
    }));
    vi.resetModules();
    const { toast } = await vi.importActual<typeof ToastModule>('../src/lib/toast');
    // antd-mobile's Toast arrives with the first call; every call still lands, in order.
    toast.fail('no');
    toast.loading('wait');
    toast.close();
    await vi.waitFor(() => expect(antdToast.clear).toHaveBeenCalled());
    expect(antdToast.show.mock.calls).toEqual([
      [{ content: 'no', icon: 'fail', duration: 1200, maskClickable: false }],
      [{ content: 'wait', icon: 'loading', duration: 0, maskClickable: false }],
    ]);
    expect(antdToast.clear.mock.invocationCallOrder[0]).toBeGreaterThan(
      antdToast.show.mock.invocationCallOrder[1]!,
    );
  });
});
