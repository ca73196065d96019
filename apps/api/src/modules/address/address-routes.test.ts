import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_API_PATHS,
  addressLookupResponseSchema,
  autocompleteResponseSchema,
  LOCAL_ADDRESS_LOOKUP_KEY,
} from '@wallet/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readAddressLookupKey } from './address-config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const api = (path: string) => `/api${path}`;
const demoAddress = {
  address_line1: '14 Seaview Terrace',
  address_line2: 'Sandymount',
  address_line3: '',
  town: 'Dublin 4',
  county: 'Dublin',
  eircode: 'D04 X2Y3',
};

async function autocomplete(address: string, key = LOCAL_ADDRESS_LOOKUP_KEY, extra = '') {
  const query = new URLSearchParams({ key, address, addressProfileName: 'five-line-ie' });
  return t.app.inject({
    method: 'GET',
    url: `${api(ADDRESS_API_PATHS.autocomplete)}?${query}${extra}`,
  });
}

describe('POST /api/home/applied_home_quotes/address', () => {
  it('answers the address an Eircode names, however it is typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.lookup),
      payload: { eircode: 'd04x2y3' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, addresses: [demoAddress] });
  });

  it("answers 'Address Not Found' as error true with no addresses", async () => {
    for (const eircode of ['A65 F4E2', 'not one']) {
      const response = await t.app.inject({
        method: 'POST',
        url: api(ADDRESS_API_PATHS.lookup),
        payload: { eircode },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: true, addresses: [] });
    }
  });

  it('finds an address by its lines, town and county', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.lookup),
      payload: {
        addressline1: '14 Seaview Terrace',
        addressline2: 'Sandymount',
        town: 'Dublin 4',
        county: 'Dublin',
      },
    });
    expect(response.json()).toEqual({ error: false, addresses: [demoAddress] });
  });

  it('refuses a body with neither an Eircode nor complete lines with 400', async () => {
    for (const payload of [{}, { addressline1: '1 Main Street', town: 'Navan' }, { eircode: '' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: api(ADDRESS_API_PATHS.lookup),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('POST /api/home/applied_home_quotes/manual_address', () => {
  it('answers every address in the town whose lines match what was typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.manualLookup),
      payload: { addressline1: 'Ludlow St', town: 'Navan', county: 'Meath' },
    });
    expect(response.statusCode).toBe(200);
    const answer = addressLookupResponseSchema.parse(response.json());
    expect(answer.error).toBe(false);
    expect(answer.addresses.length).toBeGreaterThan(0);
    for (const address of answer.addresses) {
      expect(address).toMatchObject({ town: 'Navan', county: 'Meath' });
      expect(address.eircode).toMatch(/^C15 /);
    }
  });

  it('answers the addresses of the town when only town and county are given', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.manualLookup),
      payload: { addressline1: '', town: 'Kells', county: 'Meath' },
    });
    const answer = addressLookupResponseSchema.parse(response.json());
    expect(answer.error).toBe(false);
    expect(new Set(answer.addresses.map((address) => address.town))).toEqual(new Set(['Kells']));
  });

  it("answers 'Address Not Found' when nothing matches", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.manualLookup),
      payload: { addressline1: 'Nowhere Lane', addressline2: '', town: 'Navan', county: 'Meath' },
    });
    expect(response.json()).toEqual({ error: true, addresses: [] });
  });

  it('refuses a line over 250 characters with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(ADDRESS_API_PATHS.manualLookup),
      payload: { addressline1: 'x'.repeat(251), town: 'Navan', county: 'Meath' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('addressline1');
  });
});

describe('county and town lists', () => {
  it('GET .../address/code_list answers the 26 counties with codes', async () => {
    const response = await t.app.inject({ method: 'GET', url: api(ADDRESS_API_PATHS.countyCodes) });
    expect(response.statusCode).toBe(200);
    const counties = response.json();
    expect(counties).toHaveLength(26);
    expect(counties).toContainEqual({ code: 'D', name: 'Dublin' });
  });

  it('GET /api/home/address/town_county answers each county with its towns', async () => {
    const response = await t.app.inject({ method: 'GET', url: api(ADDRESS_API_PATHS.townCounty) });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ county: string; towns: string[] }>;
    expect(list).toHaveLength(26);
    expect(list.find((entry) => entry.county === 'Dublin')?.towns).toContain('Dublin 4');
    expect(list.find((entry) => entry.county === 'Galway')?.towns).toContain('Galway');
  });
});

describe('the autocomplete service', () => {
  it('answers an Eircode with the address, its lines in the documented order', async () => {
    const response = await autocomplete('D04 X2Y3', LOCAL_ADDRESS_LOOKUP_KEY, '&vanityMode=true');
    expect(response.statusCode).toBe(200);
    expect(autocompleteResponseSchema.parse(response.json())).toEqual({
      totalOptions: 0,
      options: [],
      reformattedAddress: ['14 Seaview Terrace', 'Sandymount', '', 'Dublin 4', 'Dublin'],
      postcode: 'D04 X2Y3',
      postalAddress: ['14 Seaview Terrace', 'Dublin 4', 'Dublin'],
      vanityAddress: ['14 Seaview Terrace', 'Sandymount', 'Dublin 4', 'Dublin'],
    });
  });

  it('answers an Eircode it cannot identify with no options and no address', async () => {
    const response = await autocomplete('A65 F4E2');
    expect(response.json()).toEqual({ totalOptions: 0, options: [] });
  });

  it('offers options whose links drill down to a full address', async () => {
    const first = autocompleteResponseSchema.parse((await autocomplete('galway')).json());
    expect(first.options.length).toBeGreaterThan(0);
    let answer = first;
    for (let depth = 0; depth < 3 && !answer.reformattedAddress; depth += 1) {
      const link = answer.options[0]!.link;
      expect(link).toMatch(
        /^\/api\/address-lookup\/lookup\/[a-z]-[0-9A-Z]+\?key=local-address-key$/,
      );
      const response = await t.app.inject({ method: 'GET', url: link });
      expect(response.statusCode).toBe(200);
      answer = autocompleteResponseSchema.parse(response.json());
    }
    expect(answer.reformattedAddress?.[4]).toBe('Galway');
    expect(answer.postcode).toMatch(/^H\d\d /);
    expect(answer.vanityAddress).toBeUndefined();
  });

  it('refuses an unknown key with 401 in JSON, on search and on links', async () => {
    const search = await autocomplete('galway', 'wrong-key');
    expect(search.statusCode).toBe(401);
    expect(search.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const link = await t.app.inject({
      method: 'GET',
      url: api(`${ADDRESS_API_PATHS.lookupOption}/a-D04X2Y3?key=wrong-key`),
    });
    expect(link.statusCode).toBe(401);
  });

  it('answers 404 for an option that names nothing and 400 for a malformed one', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: api(`${ADDRESS_API_PATHS.lookupOption}/a-A65F4E2?key=${LOCAL_ADDRESS_LOOKUP_KEY}`),
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: api(`${ADDRESS_API_PATHS.lookupOption}/DROP%20TABLE?key=${LOCAL_ADDRESS_LOOKUP_KEY}`),
    });
    expect(malformed.statusCode).toBe(400);
    const noText = await t.app.inject({
      method: 'GET',
      url: `${api(ADDRESS_API_PATHS.autocomplete)}?key=${LOCAL_ADDRESS_LOOKUP_KEY}`,
    });
    expect(noText.statusCode).toBe(400);
  });
});

describe('the autocomplete key', () => {
  it('comes from ADDRESS_LOOKUP_KEY, or is the local key when unset', () => {
    expect(readAddressLookupKey({ ADDRESS_LOOKUP_KEY: ' real-key ' })).toBe('real-key');
    expect(readAddressLookupKey({})).toBe(LOCAL_ADDRESS_LOOKUP_KEY);
    expect(readAddressLookupKey({ ADDRESS_LOOKUP_KEY: '' })).toBe(LOCAL_ADDRESS_LOOKUP_KEY);
  });
});
