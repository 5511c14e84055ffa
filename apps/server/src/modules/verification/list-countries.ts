import { countries } from 'countries-list';

export type TCountryEntry = { countryCode: string; countryDialingCode: string; name: string };

let cached: TCountryEntry[] | undefined;

/**
 * Every country with its ISO alpha-2 code, its (first) dialling code without '+' and its English name, sorted
 * by name. The data ships with the package, so the list is built once per process.
 */
export function listCountries(): TCountryEntry[] {
  cached ??= Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([countryCode, country]) => ({
      countryCode,
      countryDialingCode: String(country.phone[0]),
      name: country.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
