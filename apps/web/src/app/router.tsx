import { Navigate, Route, Routes } from 'react-router';
import { lazyWithComponentTexts } from '../components/lazy-with-component-texts';
import { Layout } from './Layout';
import { isKeptAlive, ROUTES } from './routes';

const lazyPages = new Map(
  ROUTES.map((route) => [route.path, isKeptAlive(route) ? null : lazyWithComponentTexts(route.load)]),
);

/** Every route of the spec inside the one layout; kept-alive pages are drawn by the layout itself. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<Navigate to="/home" replace />} />
        {ROUTES.map((route) => {
          const Page = lazyPages.get(route.path);
          return <Route key={route.path} path={route.path} element={Page ? <Page /> : null} />;
        })}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
