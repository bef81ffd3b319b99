import type { CountryAddressFormat } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * Every country's address form is a JSON file of its own (decision 063), fetched only when the shopper chooses
 * that country in the address form: a few hundred bytes each, never part of a first load.
 */
const loaders = import.meta.glob<{ default: CountryAddressFormat }>(
  '../../../../packages/shared/src/address/countries/*.json',
);
const pathOf = (country: string) => `../../../../packages/shared/src/address/countries/${country}.json`;

/** The countries an address can be in (ISO 3166-1 alpha-2), known from the files' names without loading one. */
export const ADDRESS_COUNTRIES: readonly string[] = Object.keys(loaders)
  .map((file) => /([A-Z]{2})\.json$/.exec(file)?.[1] ?? '')
  .filter(Boolean)
  .sort();

const loading = new Map<string, Promise<CountryAddressFormat>>();
const loaded = new Map<string, CountryAddressFormat>();

/** A country's format, fetched once however often asked for. */
export function loadCountryFormat(country: string): Promise<CountryAddressFormat> {
  let format = loading.get(country);
  if (!format) {
    const loader = loaders[pathOf(country)];
    if (!loader) return Promise.reject(new Error(`no address format for ${country}`));
    format = loader().then((module) => {
      loaded.set(country, module.default);
      return module.default;
    });
    loading.set(country, format);
    // A download that failed (the network dropped) is tried again when the country is next chosen.
    format.catch(() => loading.delete(country));
  }
  return format;
}

/** The formats fetched so far: what the form's schema checks against (the chosen country is among them). */
export const loadedCountryFormat = (country: string) => loaded.get(country);

/** Country names in the interface language, from the browser's own data (Intl.DisplayNames). */
export function countryNames(bcp47: string): (country: string) => string {
  const names = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'code' });
  return (country) => names.of(country) ?? country;
}

/** The chosen country's format, loaded when it is chosen (undefined until the first one is there). */
export function useCountryFormat(country: string | undefined) {
  return useQuery({
    queryKey: ['address-format', country],
    queryFn: () => loadCountryFormat(country ?? ''),
    enabled: country !== undefined,
    staleTime: Infinity,
    // Another country's form stays while the new one loads: what was typed in the fields both have is kept.
    placeholderData: keepPreviousData,
  });
}
