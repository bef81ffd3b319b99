import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// antd-mobile's global style sheet (its variables, the body's font) first, so that the app's rules follow it and
// keep winning wherever antd-mobile's code is first imported (that code imports the same sheet, then in place).
import 'antd-mobile/es/global/global.css';
// The colour tokens as CSS variables (apps/web/design-tokens-css.ts), then the rules every screen shares. Both
// come before the app's modules, so that the style sheets beside its components and features follow them,
// in the first load's CSS as in a lazily loaded screen's.
import 'virtual:design-tokens.css';
import './global.css';
import { App } from './app/App';
import { mountDesktopFrame, shouldFrame } from './lib/desktop-frame';
import { initI18n } from './lib/i18n';
import { ignoreShownFailures } from './lib/request';

// What antd-mobile's code did on import: a touch listener makes iOS Safari apply `:active` (the pressed look of
// links and buttons) from the first screen on.
document.addEventListener('touchstart', () => undefined, true);

if (shouldFrame(navigator.userAgent, window.self !== window.top)) {
  mountDesktopFrame(document, window.location.href);
} else {
  ignoreShownFailures(window);
  void initI18n().then(() => {
    const root = createRoot(document.getElementById('root') as HTMLElement);
    // As a transition the first render yields to the browser every few milliseconds instead of holding the
    // main thread for the whole tree (a phone stays responsive to taps while the first screen is built).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}
