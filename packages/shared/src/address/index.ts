/**
 * `@storefront/shared/address`: the address rules, the countries' formats and phone numbers. Not in the
 * package's index, so that only what asks for an address (the address form, the server) loads the phone data.
 */
export * from './format';
export * from './phone';
export { addressFormSchema, addressSchemaFor, type AddressSaveInput } from '../schemas/address';
