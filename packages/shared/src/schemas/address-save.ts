import { COUNTRY_FORMATS } from '../address/all';
import { addressSchemaFor } from './address';

/**
 * `POST /api/user/address_add` as the server checks it, with every country's format. Kept out of the package's
 * index: the app never loads all the countries, only the chosen one's (`addressFormSchema`).
 */
export const addressSaveSchema = addressSchemaFor((country) => COUNTRY_FORMATS[country]);

/** Whether a stored address passes today's rules: one without a country, or that fails them, needs a look. */
export const addressNeedsReview = (address: Record<string, unknown> & { country: string | null }) =>
  address.country === null || !addressSaveSchema.safeParse(address).success;
