import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { ComponentTexts } from './component-texts';

/*
 * antd-mobile's imperative calls (Dialog.confirm, Toast.show) come from this module only: the first screen does
 * not load antd-mobile, and this is where it is set up for them, before any such call can run.
 */
export { Dialog, Toast } from 'antd-mobile';

type Container = (Element | DocumentFragment) & { reactRoot?: Root };

// antd-mobile's Toast and Dialog render through this with React 19 (its "v5 for React 19" guide). Drawn outside
// the app's tree, they get the app's component texts here (the mask's label), as the pages do; without them
// antd-mobile would read its own default, Chinese.
unstableSetRender((node, container: Container) => {
  container.reactRoot ??= createRoot(container);
  const root = container.reactRoot;
  root.render(<ComponentTexts>{node}</ComponentTexts>);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
