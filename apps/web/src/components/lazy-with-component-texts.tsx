import { type ComponentType, lazy } from 'react';
import { loadComponentLocale } from '../lib/component-locales';
import { currentLanguage } from '../lib/languages';

/**
 * `lazy` for code that draws antd-mobile components (a page, a sheet): it renders inside ComponentTexts, so they
 * speak the shopper's language. Those texts and antd-mobile's ConfigProvider are fetched alongside the code,
 * not in the first load, and are there before its first render.
 */
export function lazyWithComponentTexts<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    const [{ default: Component }, { ComponentTexts }] = await Promise.all([
      load(),
      import('../lib/component-texts'),
      loadComponentLocale(currentLanguage().file_name),
    ]);
    const WithComponentTexts = (props: Props) => (
      <ComponentTexts>
        <Component {...props} />
      </ComponentTexts>
    );
    return { default: WithComponentTexts };
  });
}
