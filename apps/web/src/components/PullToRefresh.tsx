import { type ReactNode, useEffect, useRef, useState } from 'react';
import './PullToRefresh.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

type PullToRefreshProps = {
  onRefresh: () => Promise<unknown>;
  /** What the head says in each state. */
  texts: Record<Status, string>;
  children: ReactNode;
};

// antd-mobile's PullToRefresh measures, which this one keeps so that pulling feels the same.
const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
const COMPLETE_DELAY_MS = 500;
/** A move shorter than this does not yet tell a pull from a sideways swipe. */
const INTENT_PX = 3;

/** antd-mobile's rubber band: the head follows the finger ever more slowly, up to five head heights. */
const pullHeight = (distance: number) =>
  distance <= 0 ? 0 : (distance * HEAD_HEIGHT * 5 * 0.5) / (HEAD_HEIGHT * 5 + 0.5 * distance);

/** A pull starts only where nothing between the finger and the page is scrolled down. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

/**
 * Pull down at the top to refresh: the behaviour and look of antd-mobile's PullToRefresh with plain touch
 * events and a CSS transition, because antd-mobile's brings its spring and gesture libraries (about 25 KB
 * gzipped) into the first visit of Home, the page this list is on.
 */
export function PullToRefresh({ onRefresh, texts, children }: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<Status>('pulling');
  const [dragging, setDragging] = useState(false);
  // The listeners are bound once; they read the latest status and callback through these.
  const statusRef = useRef<Status>('pulling');
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const show = (next: Status) => {
      statusRef.current = next;
      setStatus(next);
    };
    let start: { x: number; y: number } | null = null;
    let pulling = false;

    const refresh = async () => {
      setHeight(HEAD_HEIGHT);
      show('refreshing');
      try {
        await onRefreshRef.current();
        show('complete');
        await new Promise((resolve) => window.setTimeout(resolve, COMPLETE_DELAY_MS));
      } catch {
        // The request layer has already told the shopper why; the head just closes.
      } finally {
        // The status goes back to 'pulling' once the head has closed (onTransitionEnd).
        setHeight(0);
      }
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const busy = statusRef.current === 'refreshing' || statusRef.current === 'complete';
      start = touch && !busy ? { x: touch.clientX, y: touch.clientY } : null;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!pulling) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) < INTENT_PX) return;
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy) || !atTop(event.target)) {
          start = null;
          return;
        }
        pulling = true;
        setDragging(true);
      }
      // The page itself must not move (or bounce) while the head is being pulled.
      if (event.cancelable) event.preventDefault();
      const next = pullHeight(dy);
      setHeight(next);
      show(next > THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (!pulling) return;
      pulling = false;
      start = null;
      setDragging(false);
      if (statusRef.current === 'canRelease') void refresh();
      else setHeight(0);
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={rootRef} className="pull-refresh">
      <div
        className={dragging ? 'pull-refresh-head' : 'pull-refresh-head settling'}
        style={{ height }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && height === 0) {
            statusRef.current = 'pulling';
            setStatus('pulling');
          }
        }}
      >
        <div className="pull-refresh-head-content" style={{ height: HEAD_HEIGHT }}>
          {texts[status]}
        </div>
      </div>
      {children}
    </div>
  );
}
