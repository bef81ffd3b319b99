import type { Db } from '../../db/client';
import { storedPlatform } from './service';

/** Where the shopper app's build leaves room for the first banner in Home's outline (`home-shell.html`). */
export const FIRST_BANNER_SLOT = '<!--first-banner-->';

// A same-origin path without anything that could end the attribute; the page's CSP allows no other pictures.
const SAFE_PICTURE = /^\/(?!\/)[\w\-./%]*$/;

/** The first banner's picture as the platform settings list it, when there is one that can be inlined. */
async function firstBannerImage(db: Db): Promise<string | undefined> {
  const image = (await storedPlatform(db))?.banners[0]?.image;
  return image && SAFE_PICTURE.test(image) ? image : undefined;
}

/**
 * Home's page with the first banner's picture drawn into its outline: the largest thing on a phone's first
 * screen then loads with the page instead of after the app's code and Home's data. The app draws the same
 * picture in the same place when it renders.
 */
export async function homePage(db: Db, page: string): Promise<string> {
  // Without the database the page still loads, with an empty outline, and the app says what is wrong.
  const image = await firstBannerImage(db).catch(() => undefined);
  return page.replace(FIRST_BANNER_SLOT, image ? `<img src="${image}" alt="" fetchpriority="high">` : '');
}
