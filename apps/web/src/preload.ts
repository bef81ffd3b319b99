import { shouldFrame } from './lib/desktop-frame';
import { currentLanguage } from './lib/languages';
import { loadLocale } from './lib/locale-files';

/*
 * A second, small entry of the page (see vite.config.ts), run as soon as its own few modules arrive, while the
 * app's code is still downloading: it asks for what the first screen waits on besides that code, the
 * shopper's language file at once and, on Home ("/" leads there), Home's data as soon as the query cache and the
 * request layer have arrived (they bring i18next and React, which the language file must not wait for). The app
 * finds both in flight or done. The page around the desktop frame draws nothing: the app inside the frame asks
 * for itself.
 */
if (!shouldFrame(navigator.userAgent, window.self !== window.top)) {
  void loadLocale(currentLanguage());
  if (['/', '/home'].includes(window.location.pathname)) {
    void Promise.all([import('./features/home/prefetch'), import('./lib/query-client')]).then(
      ([{ prefetchHome }, { queryClient }]) => prefetchHome(queryClient, currentLanguage().file_name),
    );
  }
}
