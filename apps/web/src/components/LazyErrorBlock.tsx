import { Suspense, type ComponentProps } from 'react';
import { lazyWithComponentTexts } from './lazy-with-component-texts';

// antd-mobile's ErrorBlock carries four inline illustrations that only an empty or failed list shows, so
// the first visit of a list does not download them.
const ErrorBlock = lazyWithComponentTexts(() => import('./error-block'));

export function LazyErrorBlock(props: ComponentProps<typeof ErrorBlock>) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
