import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
// The colour tokens as CSS variables (apps/web/design-tokens-css.ts), then the rules every screen shares. Both
// come before the app's modules, so that the style sheets beside its components and features follow them,
// in the first load's CSS as in a lazily loaded screen's.
import 'virtual:design-tokens.css';
import './global.css';
import { App } from './app/App';
import { mountDesktopFrame, shouldFrame } from './lib/desktop-frame';
import { initI18n } from './lib/i18n';
import { ignoreShownFailures } from './lib/request';

type Container = (Element | DocumentFragment) & { reactRoot?: Root };

// antd-mobile's Toast and Dialog render through this with React 19 (its "v5 for React 19" guide).
unstableSetRender((node, container: Container) => {
  container.reactRoot ??= createRoot(container);
  const root = container.reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

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
