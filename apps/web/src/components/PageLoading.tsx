import { LoadingDots } from './LoadingDots';
import './PageLoading.css';

/** What a page shows while its code arrives: a calm bar, never a blank screen. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <LoadingDots tone="primary" />
    </div>
  );
}
