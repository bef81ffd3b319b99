import { Toast } from 'antd-mobile';

/** The toast helper of spec section 8: 1200 ms with clicks blocked; loading spins until closed. */
const DURATION = 1200;

export const toast = {
  show(content: string): void {
    Toast.show({ content, duration: DURATION, maskClickable: false });
  },
  success(content: string): void {
    Toast.show({ content, icon: 'success', duration: DURATION, maskClickable: false });
  },
  fail(content: string): void {
    Toast.show({ content, icon: 'fail', duration: DURATION, maskClickable: false });
  },
  loading(content: string): void {
    Toast.show({ content, icon: 'loading', duration: 0, maskClickable: false });
  },
  close(): void {
    Toast.clear();
  },
};
