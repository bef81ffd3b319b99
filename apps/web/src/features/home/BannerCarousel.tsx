import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTextDirection } from '../../lib/direction';
import type { PlatformInfo } from '../../lib/platform';
import './BannerCarousel.css';

type Banner = PlatformInfo['banners'][number];

/** Which slide of the strip is in view (the nearest one while it moves). */
const positionOf = (track: HTMLElement) => Math.round(track.scrollLeft / track.clientWidth);
const standOn = (track: HTMLElement, position: number) => {
  track.scrollLeft = position * track.clientWidth;
};

/** The interval of antd-mobile's Swiper, which showed these banners before. */
const AUTOPLAY_MS = 3000;
/** How long the strip must be still before a copy at either end is swapped for the real banner. */
const SETTLE_MS = 120;

/**
 * The home banners as a native CSS scroll-snap strip: the browser does the swiping, so the first visit does
 * not download antd-mobile's Swiper with its spring and gesture libraries (about 25 KB gzipped). It plays
 * and loops as the Swiper did: every 3 s to the next banner, paused under a finger, and endless in both
 * directions thanks to a copy of the last banner before the first and of the first after the last; when the
 * strip comes to rest on a copy it jumps, without animation, to the banner it copies.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const direction = useTextDirection();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  // State restarts the autoplay after a swipe, as the Swiper did; the ref is what a pending timer reads.
  const [touching, setTouching] = useState(false);
  const touchingRef = useRef(false);
  const settleTimer = useRef<number | undefined>(undefined);

  const count = banners.length;
  const loop = count > 1;
  const first = banners[0];
  const last = banners[count - 1];
  // Position in the strip of banner 0: after the copy of the last one when looping.
  const lead = loop ? 1 : 0;
  const slides = loop && first && last ? [last, ...banners, first] : banners;

  // Before the first paint, and again when Home is shown after being hidden, stand on the current banner.
  useLayoutEffect(() => {
    if (trackRef.current) standOn(trackRef.current, currentRef.current + lead);
  }, [lead, count]);

  useEffect(() => {
    if (!loop || touching) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track?.clientWidth) return;
      const next = positionOf(track) + 1;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [loop, touching]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const settle = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (!track?.clientWidth || !loop || touchingRef.current) return;
      const position = positionOf(track);
      if (position === 0) standOn(track, count);
      if (position === count + 1) standOn(track, 1);
    }, SETTLE_MS);
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    const index = (((positionOf(track) - lead) % count) + count) % count;
    currentRef.current = index;
    setCurrent(index);
    settle();
  };

  const press = () => {
    touchingRef.current = true;
    setTouching(true);
  };
  const release = () => {
    touchingRef.current = false;
    setTouching(false);
    settle();
  };

  if (count === 0) return null;
  return (
    <div className="banner-carousel">
      {/* Scroll positions are simplest left to right; each banner keeps the page's direction for its title. */}
      <div
        ref={trackRef}
        className="banner-track"
        dir="ltr"
        onScroll={onScroll}
        onTouchStart={press}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {slides.map((banner, position) => {
          const copy = loop && (position === 0 || position === count + 1);
          return (
            <Link
              key={copy ? `copy-${position}` : banner.id}
              to={banner.link}
              className="banner-slide"
              dir={direction}
              draggable={false}
              tabIndex={copy ? -1 : undefined}
              aria-hidden={copy || undefined}
            >
              <div className="banner">
                <img
                  src={banner.image}
                  alt=""
                  className="banner-image"
                  draggable={false}
                  fetchPriority={position === lead ? 'high' : undefined}
                />
                <span className="banner-title">{banner.title}</span>
              </div>
            </Link>
          );
        })}
      </div>
      {loop && (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? 'active' : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
