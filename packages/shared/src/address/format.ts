/**
 * A country's address form, digested from Google's address metadata (the data behind libaddressinput) by
 * `scripts/address-countries.ts` into one small JSON per country (`countries/XX.json`).
 */

/** The parts an address is typed in; each is the name of its field in `POST /api/user/address_add`. */
export const ADDRESS_PARTS = [
  'consignee',
  'address',
  'sublocality',
  'locality',
  'admin_area',
  'postcode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The administrative parts, from the largest to the smallest: together they make the address's `area`. */
export const AREA_PARTS = ['admin_area', 'locality', 'sublocality'] as const;
export type AreaPart = (typeof AREA_PARTS)[number];

/** What a country calls its parts ("prefecture", "zip"): one `field.part.*` label each. */
export type PartNames = { admin_area: string; locality: string; sublocality: string; postcode: string };

export type CountryAddressFormat = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The parts its addresses have, in the order its letters write them. */
  parts: AddressPart[];
  required: AddressPart[];
  /** The whole postcode must match it, letters in any case; none: any postcode. */
  postcode_pattern?: string;
  postcode_example?: string;
  names: PartNames;
};

/** The key under `field.` that names a part of this country's addresses (`part.prefecture`). */
export function partLabel(format: CountryAddressFormat, part: AddressPart): string {
  return part === 'consignee' || part === 'address' ? part : `part.${format.names[part]}`;
}

/** Postcodes are compared and kept in capitals with single spaces ("ec1y 8sy" is "EC1Y 8SY"). */
export const normalPostcode = (typed: string) => typed.trim().replace(/\s+/g, ' ').toUpperCase();

export function postcodeMatches(format: CountryAddressFormat, postcode: string): boolean {
  if (!format.postcode_pattern) return true;
  return new RegExp(`^(?:${format.postcode_pattern})$`, 'i').test(postcode);
}

/** The area as one line, largest part first ("Tokyo, Shibuya-ku"): what lists, orders and the desks show. */
export function areaText(parts: Partial<Record<AreaPart, string>>): string {
  return AREA_PARTS.map((part) => parts[part]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}
