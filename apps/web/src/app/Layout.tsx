import { Activity, Suspense, useEffect, useMemo, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCROLL_OFFSET_PX } from '@storefront/shared';
import { PageLoading } from '../components/PageLoading';
import { TabBarNav } from '../components/TabBarNav';
import { mirrorAddressToParent } from '../lib/desktop-frame';
import { setLoginRedirect } from '../lib/request';
import { isKeptAlive, type KeptAliveRoute, ROUTES } from './routes';
import { useAccountCurrency } from './useAccountCurrency';
import { useAccountLanguage } from './useAccountLanguage';
import { useRouteGuard } from './useRouteGuard';

const KEPT_ALIVE = ROUTES.filter(isKeptAlive);

const findRoute = (pathname: string) => ROUTES.find((route) => matchPath(route.path, pathname));

/**
 * The frame of every screen: guard, title, scroll, the four kept-alive pages (hidden, not unmounted, while
 * the shopper is elsewhere) and the lazily loaded rest.
 */
export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const route = useMemo(() => findRoute(location.pathname), [location.pathname]);
  const allowed = useRouteGuard();
  useAccountLanguage();
  useAccountCurrency();
  const [visited, setVisited] = useState<KeptAliveRoute[]>([]);

  useEffect(() => setLoginRedirect(() => navigate('/login', { replace: true })), [navigate]);

  useEffect(() => {
    if (route) document.title = t(route.title);
    mirrorAddressToParent();
  }, [route, t, i18n.language, location.pathname]);

  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const top = main.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  }, [location.pathname]);

  const keptAlive = route && isKeptAlive(route) ? route : undefined;
  // A kept-alive page, once shown, stays mounted (adjusted while rendering, as React recommends).
  if (allowed && keptAlive && !visited.includes(keptAlive)) setVisited([...visited, keptAlive]);

  return (
    <div className={route?.tab ? 'app-shell with-tabs' : 'app-shell'}>
      <main>
        {KEPT_ALIVE.filter((kept) => visited.includes(kept) || (allowed && kept === keptAlive)).map(
          (kept) => (
            <Activity key={kept.path} mode={allowed && kept === keptAlive ? 'visible' : 'hidden'}>
              <Suspense fallback={<PageLoading />}>
                <kept.keepAlive />
              </Suspense>
            </Activity>
          ),
        )}
        {allowed && !keptAlive && (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {route?.tab && <TabBarNav />}
    </div>
  );
}
