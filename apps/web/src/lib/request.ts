import { createApiClient, RequestError, type RequestOptions } from '@storefront/shared/client';
import { currentCurrency } from './currency';
import { t } from './i18n';
import { currentLanguage } from './languages';
import { session } from './session';
import { toast } from './toast';

export { RequestError, type RequestOptions };

let goToLogin: () => void = () => window.location.assign('/login');

/** The router registers how to reach /login, so a forced logout stays inside the app. */
export function setLoginRedirect(redirect: () => void) {
  goToLogin = redirect;
}

/**
 * A failed call has been shown to the shopper already; a tap handler that does not catch it must not turn it
 * into an uncaught error in the console. Anything else still is one.
 */
export function ignoreShownFailures(target: Pick<Window, 'addEventListener'>) {
  target.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof RequestError) event.preventDefault();
  });
}

/** The shopper app's client: its language, the shopper's token, failures as toasts, 401 back to /login. */
export const { request, call } = createApiClient({
  language: () => currentLanguage().file_name,
  currency: () => currentCurrency(),
  token: () => session.get().token,
  translate: (key, params) => t(key, params),
  showFailure: (message) => toast.fail(message),
  signOut: () => {
    session.invalidate();
    goToLogin();
  },
});
