import { describe, expect, it } from 'vitest';
import { EIRCODE_PATTERN, routingKeyOf } from '@wallet/domain';
import { createGazetteerAddressLookup, MAX_OPTIONS } from './gazetteer.js';
import { GAZETTEER } from './gazetteer-data.js';

const lookup = createGazetteerAddressLookup();

describe('the gazetteer', () => {
  it('knows the 26 counties with distinct codes, and Dublin by that name', async () => {
    const counties = await lookup.countyCodes();
    expect(counties).toHaveLength(26);
    expect(new Set(counties.map((county) => county.code)).size).toBe(26);
    expect(counties.map((county) => county.name)).toContain('Dublin');
    const towns = await lookup.townsByCounty();
    expect(towns.map((entry) => entry.county)).toEqual(counties.map((county) => county.name));
    for (const entry of towns) expect(entry.towns.length).toBeGreaterThan(0);
    expect(towns.find((entry) => entry.county === 'Cork')?.towns).toContain('Cork');
  });

  it('holds a few hundred addresses, each with a well-formed, unique Eircode of its town', async () => {
    const routingKeys = new Map(
      GAZETTEER.flatMap((county) =>
        county.towns.map((town) => [`${county.name}|${town.name}|${town.routingKey}`, true]),
      ),
    );
    const eircodes = new Set<string>();
    let count = 0;
    // Every address answers its own Eircode, and its routing key belongs to its town.
    for (const countyEntry of GAZETTEER) {
      for (const town of countyEntry.towns) {
        for (const street of town.streets) {
          const found = await lookup.findByLines({
            addressLine1: street,
            town: town.name,
            county: countyEntry.name,
          });
          for (const address of found) {
            if (eircodes.has(address.eircode)) continue;
            eircodes.add(address.eircode);
            count += 1;
            expect(address.eircode).toMatch(EIRCODE_PATTERN);
            expect(
              routingKeys.has(`${address.county}|${address.town}|${routingKeyOf(address.eircode)}`),
              address.eircode,
            ).toBe(true);
            expect(await lookup.findByEircode(address.eircode)).toEqual(address);
          }
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(300);
  });

  it('finds the demo customer by Eircode however it is typed', async () => {
    const address = {
      addressLine1: '14 Seaview Terrace',
      addressLine2: 'Sandymount',
      addressLine3: '',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
    };
    expect(await lookup.findByEircode('d04x2y3')).toEqual(address);
    expect(await lookup.findByEircode('D04 X2Y4')).toBeNull();
    expect(await lookup.findByEircode('not an eircode')).toBeNull();
    const answer = await lookup.autocomplete(' d04 x2y3 ');
    expect(answer).toMatchObject({ kind: 'address', address });
  });

  it('lists few matches one by one and groups many by street, then by town', async () => {
    const few = await lookup.autocomplete('seaview terrace sandymount');
    expect(few.kind).toBe('options');
    if (few.kind !== 'options') return;
    expect(few.options.length).toBeGreaterThan(0);
    expect(few.options.length).toBeLessThanOrEqual(MAX_OPTIONS);
    expect(few.options.every((option) => option.id.startsWith('a-'))).toBe(true);
    expect(few.options[0]!.displayName).toMatch(
      /Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 /,
    );

    const galway = await lookup.autocomplete('galway');
    if (galway.kind !== 'options') throw new Error('expected options');
    expect(galway.options.every((option) => /^[st]-/.test(option.id))).toBe(true);

    const dublin = await lookup.autocomplete('dublin');
    if (dublin.kind !== 'options') throw new Error('expected options');
    expect(dublin.options).toHaveLength(MAX_OPTIONS);
    expect(dublin.totalOptions).toBeGreaterThan(MAX_OPTIONS);
    expect(dublin.options.every((option) => option.id.startsWith('t-'))).toBe(true);
  });

  it('drills from a town to its streets and from a street to its addresses', async () => {
    const town = await lookup.autocomplete('cork');
    if (town.kind !== 'options') throw new Error('expected options');
    const corkCity = town.options.find((option) => option.displayName === 'Cork');
    expect(corkCity).toBeDefined();
    const streets = await lookup.lookup(corkCity!.id);
    if (streets?.kind !== 'options') throw new Error('expected streets');
    expect(streets.options.map((option) => option.displayName)).toContain('South Mall, Cork');
    const street = streets.options.find((option) => option.displayName === 'South Mall, Cork')!;
    const addresses = await lookup.lookup(street.id);
    if (addresses?.kind !== 'options') throw new Error('expected addresses');
    const chosen = await lookup.lookup(addresses.options[0]!.id);
    expect(chosen).toMatchObject({
      kind: 'address',
      address: { town: 'Cork', county: 'Cork' },
    });
    if (chosen?.kind !== 'address') return;
    expect(chosen.address.eircode).toMatch(/^T12 /);
    expect(await lookup.lookup('a-T12AAAA')).toBeNull();
    expect(await lookup.lookup('s-999X9')).toBeNull();
  });

  it('answers a routing key with the addresses it serves, and an unknown Eircode with nothing', async () => {
    const d02 = await lookup.autocomplete('D02');
    if (d02.kind !== 'options') throw new Error('expected options');
    expect(d02.options.length).toBeGreaterThan(0);
    expect(d02.options.every((option) => option.displayName.includes('Dublin 2'))).toBe(true);
    expect(await lookup.autocomplete('A65 F4E2')).toEqual({
      kind: 'options',
      totalOptions: 0,
      options: [],
    });
  });

  it('matches typed lines in a town and county, accents and case aside', async () => {
    const found = await lookup.findByLines({
      addressLine1: 'mulgrave st',
      town: 'dun laoghaire',
      county: 'Co. Dublin',
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((address) => address.town === 'Dún Laoghaire')).toBe(true);
    expect(
      await lookup.findByLines({ addressLine1: 'Mulgrave Street', town: 'Navan', county: 'Meath' }),
    ).toEqual([]);
  });
});
