import { prefetchHome } from './features/home/prefetch';
import { shouldFrame } from './lib/desktop-frame';
import { currentLanguage } from './lib/i18n';
import { loadLocale } from './lib/locale-files';
import { queryClient } from './lib/query-client';

/*
 * A second, small entry of the page (see vite.config.ts), run as soon as its own modules arrive, while the
 * app's code is still downloading: it asks for what the first screen waits on besides that code, the
 * shopper's language file and, on Home ("/" leads there), Home's data. The app finds both in flight or done.
 * The page around the desktop frame draws nothing: the app inside the frame asks for itself.
 */
if (!shouldFrame(navigator.userAgent, window.self !== window.top)) {
  void loadLocale(currentLanguage());
  if (['/', '/home'].includes(window.location.pathname))
    prefetchHome(queryClient, currentLanguage().file_name);
}
