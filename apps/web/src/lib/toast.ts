import type { Toast as AntdToast } from './antd-imperative';
import { loadComponentLocale } from './component-locales';
import { currentLanguage } from './languages';

/** The toast helper of spec section 8: 1200 ms with clicks blocked; loading spins until closed. */
const DURATION = 1200;

/**
 * antd-mobile's Toast brings its mask and the spring animation library, which no page needs for its first
 * paint, so it is fetched with the first toast, with its texts in the shopper's language. Every call waits on
 * the same promise, so calls keep their order (a loading toast closed at once stays closed).
 */
let loaded: Promise<typeof AntdToast> | undefined;
function withToast(use: (Toast: typeof AntdToast) => void) {
  loaded ??= Promise.all([
    import('./antd-imperative'),
    // Without them (their file failed to arrive) the toast still shows: it has no text of antd-mobile's own.
    loadComponentLocale(currentLanguage().file_name).catch(() => undefined),
  ]).then(([{ Toast }]) => Toast);
  void loaded.then(use);
}

export const toast = {
  show(content: string): void {
    withToast((Toast) => Toast.show({ content, duration: DURATION, maskClickable: false }));
  },
  success(content: string): void {
    withToast((Toast) => Toast.show({ content, icon: 'success', duration: DURATION, maskClickable: false }));
  },
  fail(content: string): void {
    withToast((Toast) => Toast.show({ content, icon: 'fail', duration: DURATION, maskClickable: false }));
  },
  loading(content: string): void {
    withToast((Toast) => Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false }));
  },
  close(): void {
    withToast((Toast) => Toast.clear());
  },
};
