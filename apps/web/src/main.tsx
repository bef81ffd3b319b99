import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { App } from './app/App';
import { mountDesktopFrame, shouldFrame } from './lib/desktop-frame';
import { initI18n } from './lib/i18n';
import './styles.css';

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
  void initI18n().then(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
