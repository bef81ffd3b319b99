import { DESKTOP_FRAME_WIDTH_PX } from '@storefront/shared';

/** The mobile agents of spec section 1; anything else gets the app in a phone-wide frame. */
const MOBILE_AGENT = /Android|iPhone|SymbianOS|Windows Phone|iPad|iPod/;

export const isMobileAgent = (userAgent: string) => MOBILE_AGENT.test(userAgent);

export function shouldFrame(userAgent: string, insideFrame: boolean): boolean {
  return !isMobileAgent(userAgent) && !insideFrame;
}

/** Replaces the page with one centered, full-height frame 480 px wide holding the same address. */
export function mountDesktopFrame(doc: Document, address: string) {
  doc.body.replaceChildren();
  doc.body.style.cssText = 'margin:0;background:#f0f1f5;height:100vh;overflow:hidden';
  const frame = doc.createElement('iframe');
  frame.src = address;
  frame.title = doc.title;
  frame.setAttribute('data-testid', 'desktop-frame');
  frame.style.cssText = `display:block;width:${DESKTOP_FRAME_WIDTH_PX}px;height:100vh;margin:0 auto;border:0;background:#fff;box-shadow:0 0 24px rgba(0,0,0,.08)`;
  doc.body.appendChild(frame);
}

/** Inside the frame, keeps the outer address bar in step with the app (same origin only). */
export function mirrorAddressToParent() {
  try {
    if (window.parent !== window && window.parent.location.origin === window.location.origin) {
      window.parent.history.replaceState(null, '', window.location.href);
      window.parent.document.title = document.title;
    }
  } catch {
    // A parent on another origin keeps its own address.
  }
}
