import type { Input } from '@storefront/shared/client';
import { createDeskClient, type ReadsOf, type TranslationsClient } from '../desk-client';

/** The seller centre's client: the seller token, the interface language, failures shown, 401 back to login. */
const desk = createDeskClient({ tokenKey: 'seller.token', loginPath: '/seller/login' });
export const {
  call,
  readList,
  setUnauthorizedHandler: setSellerUnauthorizedHandler,
  setFailureDisplay: setSellerFailureDisplay,
} = desk;
export const sellerToken = desk.token;

/** What a seller centre page reads, keyed by its endpoint and input so that an action can refresh it. */
export const sellerQuery = <Name extends ReadsOf<'seller'>>(name: Name, input?: Input<Name>) =>
  desk.query(name, input);

/** Uploads a picture for the shop (a product picture, the logo) and answers its address. */
export async function uploadPicture(file: File) {
  const data = new FormData();
  data.append('file', file);
  return (await call('POST /api/seller/upload', data)).url;
}

/** The seller centre's translations: the shop's own products and the shop itself, with the seller token. */
export const SELLER_TRANSLATIONS: TranslationsClient = {
  read: 'GET /api/seller/translations',
  fetch: (input, signal) => call('GET /api/seller/translations', input, { signal }),
  save: (input) => call('POST /api/seller/translation/save', input),
};
