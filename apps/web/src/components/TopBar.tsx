import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../app/routes';

/** The shared top bar: back button and the route's title (or the one given). */
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
  const route = ROUTES.find((candidate) => matchPath(candidate.path, location.pathname));
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/home'));
  return (
    <NavBar className="top-bar" back={back ? '' : null} backIcon={back} onBack={goBack} right={right}>
      {title ?? (route ? t(route.title) : '')}
    </NavBar>
  );
}
