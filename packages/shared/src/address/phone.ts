import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/mobile';

/**
 * Phone numbers of addresses, with libphonenumber-js's `mobile` metadata (an address's number is the
 * addressee's mobile, which couriers text): stored in E.164, shown as the number's country writes it.
 */

/** Whether libphonenumber knows the country's numbers (a few territories have none). */
export const phoneCountryKnown = (country: string) => isSupportedCountry(country);

/**
 * A number typed for an address in `country`, in E.164 ("090-1234-5678" for JP is "+819012345678"); undefined
 * when it is not a valid mobile number there. A number written with its + and calling code counts when the
 * code is the country's (+1 covers the United States and Canada).
 */
export function phoneE164(typed: string, country: string): string | undefined {
  if (!isSupportedCountry(country)) return undefined;
  const number = parsePhoneNumberFromString(typed, country);
  if (!number?.isValid()) return undefined;
  if (number.countryCallingCode !== getCountryCallingCode(country)) return undefined;
  return number.number;
}

/** A stored number as its country writes it at home ("090-1234-5678"); one it cannot read, as it is. */
export function nationalPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatNational() ?? stored;
}

/**
 * A stored number as dialled from abroad ("+81 90 1234 5678"): what a shop shipping across a border hands its
 * carrier. One it cannot read, as it is.
 */
export function internationalPhone(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
