import { lazy, Suspense, type ComponentProps } from 'react';

// antd-mobile's ErrorBlock carries four inline illustrations that only an empty or failed list shows, so
// the first visit of a list does not download them.
const ErrorBlock = lazy(() => import('./error-block'));

export function LazyErrorBlock(props: ComponentProps<typeof ErrorBlock>) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
