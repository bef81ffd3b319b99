import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findRoutePath } from '../lib/route-paths';

/**
 * The shared top bar: a named back button, the page's one `h1` (the route's title, or the one given) and
 * an optional control at the end. Our own markup instead of antd-mobile's NavBar, whose back control is a
 * nameless `div` and whose title is no heading (decision 030).
 */
export function TopBar({
  title,
  right,
  back = true,
}: {
  title?: ReactNode;
  right?: ReactNode;
  back?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const route = findRoutePath(location.pathname);
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/home'));
  return (
    <header className="top-bar">
      <div className="top-bar-side">
        {back && (
          <button type="button" className="top-bar-back" onClick={goBack} aria-label={t('common.back')}>
            <LeftOutline className="direction-icon" aria-hidden />
          </button>
        )}
      </div>
      <h1 className="top-bar-title">{title ?? (route ? t(route.title) : '')}</h1>
      <div className="top-bar-side end">{right}</div>
    </header>
  );
}
