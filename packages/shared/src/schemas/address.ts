import { z } from 'zod';
import {
  type AddressPart,
  AREA_PARTS,
  areaText,
  type CountryAddressFormat,
  normalPostcode,
  partLabel,
  postcodeMatches,
} from '../address/format';
import { phoneCountryKnown, phoneE164 } from '../address/phone';
import { messageRef } from '../messages';
import { flag, id, mobile, optionalText, requiredText } from './fields';

/** Three parts joined by ", " fit the 100 characters of `area`. */
const AREA_PART_MAX = 32;

/**
 * What the address form sends. `country` (ISO 3166-1 alpha-2) turns on the country's rules; without it (or
 * null) the address is checked as before countries existed (free `area`, any number of 6 to 15 digits).
 */
const addressFields = z.object({
  id: id().optional(),
  country: z
    .string({ error: messageRef('validation.invalid', 'country') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: messageRef('validation.invalid', 'country') })
    .nullable()
    .optional(),
  consignee: requiredText('consignee', 50),
  mobile: z
    .string({ error: messageRef('validation.mobile') })
    .trim()
    .max(40, { error: messageRef('validation.mobile') }),
  area: optionalText('area', 100),
  admin_area: optionalText('admin_area', AREA_PART_MAX),
  locality: optionalText('locality', AREA_PART_MAX),
  sublocality: optionalText('sublocality', AREA_PART_MAX),
  postcode: optionalText('postcode', 20),
  address: requiredText('address', 200),
  tag: requiredText('tag', 20),
  is_default: flag('is_default').default(false),
});

type AddressFields = z.output<typeof addressFields>;

/** An address as it is stored: the parts a country's form does not have are empty, `area` is made of the rest. */
export type AddressSaveInput = {
  id?: number;
  country: string | null;
  consignee: string;
  mobile: string;
  area: string;
  admin_area: string;
  locality: string;
  sublocality: string;
  postcode: string;
  address: string;
  tag: string;
  is_default: boolean;
};

type Issue = { message: string; path: string };

/** An address without a country: the rules from before countries, so that old clients keep working. */
function withoutCountry(input: AddressFields, issues: Issue[]): AddressSaveInput {
  const area = input.area ?? '';
  if (!area) issues.push({ message: messageRef('validation.required', 'area'), path: 'area' });
  const number = mobile().safeParse(input.mobile);
  if (!number.success) issues.push({ message: messageRef('validation.mobile'), path: 'mobile' });
  return {
    ...input,
    country: null,
    mobile: number.data ?? '',
    area,
    admin_area: '',
    locality: '',
    sublocality: '',
    postcode: '',
  };
}

/** An address in a country: its required parts, its postcode pattern and a valid mobile number there. */
function inCountry(input: AddressFields, format: CountryAddressFormat, issues: Issue[]): AddressSaveInput {
  const has = (part: AddressPart) => format.parts.includes(part);
  const parts = Object.fromEntries(
    AREA_PARTS.map((part) => [part, has(part) ? (input[part] ?? '') : '']),
  ) as Record<(typeof AREA_PARTS)[number], string>;
  const postcode = has('postcode') ? normalPostcode(input.postcode ?? '') : '';
  const typed: Record<AddressPart, string> = {
    consignee: input.consignee,
    address: input.address,
    ...parts,
    postcode,
  };
  for (const part of format.parts) {
    if (format.required.includes(part) && !typed[part])
      issues.push({ message: messageRef('validation.required', partLabel(format, part)), path: part });
    if (part === 'postcode' && postcode && !postcodeMatches(format, postcode))
      issues.push({ message: messageRef('validation.postcode', partLabel(format, part)), path: part });
  }
  // A territory without a phone plan in libphonenumber keeps the old rule for the number.
  const number = phoneCountryKnown(format.country)
    ? phoneE164(input.mobile, format.country)
    : mobile().safeParse(input.mobile).data;
  if (!number) issues.push({ message: messageRef('validation.mobile_country'), path: 'mobile' });
  return {
    ...input,
    ...parts,
    country: format.country,
    mobile: number ?? '',
    area: areaText(parts),
    postcode,
  };
}

/**
 * The rules of an address, the app's form and the server alike: `formatOf` gives a country's format (the
 * server has them all, the app loads the chosen country's). Every problem is an issue on its field, named by
 * the country's word for it ("Prefecture is required", "ZIP code does not match the format of this country").
 */
export function addressSchemaFor(
  formatOf: (country: string) => CountryAddressFormat | undefined,
  { countryRequired = false } = {},
) {
  return addressFields.transform((input, ctx): AddressSaveInput => {
    const issues: Issue[] = [];
    let address: AddressSaveInput;
    if (input.country === undefined || input.country === null) {
      if (countryRequired) {
        ctx.addIssue({
          code: 'custom',
          message: messageRef('validation.required', 'country'),
          path: ['country'],
        });
        return z.NEVER;
      }
      address = withoutCountry(input, issues);
    } else {
      const format = formatOf(input.country);
      if (!format) {
        ctx.addIssue({
          code: 'custom',
          message: messageRef('validation.invalid', 'country'),
          path: ['country'],
        });
        return z.NEVER;
      }
      address = inCountry(input, format, issues);
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
    return issues.length ? z.NEVER : address;
  });
}

/** The app's form: a new or edited address always has its country (`addressSchemaFor` alone lets old ones be). */
export const addressFormSchema = (formatOf: (country: string) => CountryAddressFormat | undefined) =>
  addressSchemaFor(formatOf, { countryRequired: true });

export const idQuerySchema = z.object({ id: id() });
