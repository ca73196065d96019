import {
  EIRCODE_LETTERS,
  EIRCODE_ROUTING_KEY_PATTERN,
  isEircode,
  joinAddressParts,
  normaliseEircode,
  displayAddressOf,
  type AddressFields,
  type CountyCode,
  type TownCounty,
} from '@wallet/domain';
import type {
  AddressLines,
  AddressLookup,
  LookupOption,
  LookupResult,
} from './address-lookup-port.js';
import { FIXED_ADDRESSES, GAZETTEER, type GazetteerCounty } from './gazetteer-data.js';

/** The most options one answer lists; beyond it the answer groups addresses by street, then town. */
export const MAX_OPTIONS = 10;
/** The most addresses a search by address lines answers with. */
export const MAX_LINE_MATCHES = 20;

const EIRCODE_CHARACTERS = `0123456789${EIRCODE_LETTERS}`;

interface Street {
  id: string;
  name: string;
  town: string;
  county: string;
  addresses: AddressFields[];
}

interface Town {
  id: string;
  name: string;
  county: string;
  streets: Street[];
}

/** FNV-1a: a small, stable hash, so the generated sample addresses are the same on every start. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function uniqueIdentifier(seed: string): string {
  let value = hash(seed);
  let text = '';
  for (let index = 0; index < 4; index += 1) {
    text += EIRCODE_CHARACTERS[value % EIRCODE_CHARACTERS.length];
    value = Math.floor(value / EIRCODE_CHARACTERS.length);
  }
  return text;
}

/** Lower case without accents or punctuation, so 'dun laoghaire' finds 'Dún Laoghaire'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return fold(text).split(' ').filter(Boolean);
}

/** Every typed word starts one of the address's words. */
function matchesAll(typed: readonly string[], candidate: readonly string[]): boolean {
  return typed.every((word) => candidate.some((candidateWord) => candidateWord.startsWith(word)));
}

/** 'Co. Cork', 'County Cork' and 'cork' all name Cork. */
function countyKey(county: string): string {
  return fold(county).replace(/^(co|county) /, '');
}

const compactEircode = (eircode: string) => eircode.replace(' ', '');

function buildTowns(counties: readonly GazetteerCounty[]) {
  const towns: Town[] = [];
  const byEircode = new Map<string, AddressFields>();
  const add = (street: Street, address: AddressFields) => {
    street.addresses.push(address);
    byEircode.set(compactEircode(address.eircode), address);
  };
  const fixedByTown = new Map<string, AddressFields[]>();
  for (const fixed of FIXED_ADDRESSES) {
    byEircode.set(compactEircode(fixed.eircode), fixed);
    const key = `${fixed.county}|${fixed.town}`;
    fixedByTown.set(key, [...(fixedByTown.get(key) ?? []), fixed]);
  }

  for (const county of counties) {
    county.towns.forEach((source, townIndex) => {
      let town = towns.find((known) => known.county === county.name && known.name === source.name);
      if (!town) {
        town = { id: `t-${towns.length}`, name: source.name, county: county.name, streets: [] };
        towns.push(town);
      }
      source.streets.forEach((streetName, streetIndex) => {
        let street = town.streets.find((known) => known.name === streetName);
        if (!street) {
          street = {
            id: `s-${town.id.slice(2)}X${town.streets.length}`,
            name: streetName,
            town: town.name,
            county: county.name,
            addresses: [],
          };
          town.streets.push(street);
        }
        const fixedHere = (fixedByTown.get(`${county.name}|${source.name}`) ?? []).filter((fixed) =>
          fixed.addressLine1.endsWith(` ${streetName}`),
        );
        for (const fixed of fixedHere) street.addresses.push(fixed);
        const houses = 2 + ((townIndex + streetIndex) % 2);
        const first = 1 + (hash(`${source.routingKey}|${streetName}`) % 20);
        for (let house = 0; house < houses; house += 1) {
          const addressLine1 = `${first + house * 6} ${streetName}`;
          if (street.addresses.some((known) => known.addressLine1 === addressLine1)) continue;
          const localities = source.localities ?? [];
          const addressLine2 = localities.length
            ? localities[(streetIndex + house) % localities.length]!
            : '';
          let attempt = 0;
          let eircode = '';
          do {
            eircode = `${source.routingKey} ${uniqueIdentifier(`${source.routingKey}|${addressLine1}|${addressLine2}|${source.name}|${attempt}`)}`;
            attempt += 1;
          } while (byEircode.has(compactEircode(eircode)));
          add(street, {
            addressLine1,
            addressLine2,
            addressLine3: '',
            town: source.name,
            county: county.name,
            eircode,
          });
        }
      });
    });
  }
  return { towns, byEircode };
}

function addressOption(address: AddressFields): LookupOption {
  return { id: `a-${compactEircode(address.eircode)}`, displayName: displayAddressOf(address) };
}

function addressResult(address: AddressFields): LookupResult {
  return {
    kind: 'address',
    address,
    postalAddress: [
      address.addressLine1,
      address.addressLine3,
      address.town,
      address.county,
    ].filter(Boolean),
    vanityAddress: [
      address.addressLine1,
      address.addressLine2,
      address.addressLine3,
      address.town,
      address.county,
    ].filter(Boolean),
  };
}

function optionsResult(options: LookupOption[]): LookupResult {
  return { kind: 'options', totalOptions: options.length, options: options.slice(0, MAX_OPTIONS) };
}

/** The local AddressLookup adapter: a bundled gazetteer of Irish addresses (gazetteer-data.ts). */
export function createGazetteerAddressLookup(
  counties: readonly GazetteerCounty[] = GAZETTEER,
): AddressLookup {
  const { towns, byEircode } = buildTowns(counties);
  const streets = towns.flatMap((town) => town.streets);
  const indexed = streets.flatMap((street) =>
    street.addresses.map((address) => ({
      address,
      street,
      words: words(
        `${address.addressLine1} ${address.addressLine2} ${address.addressLine3} ${address.town} ${address.county} ${address.eircode} ${compactEircode(address.eircode)}`,
      ),
    })),
  );
  const sortedCounties = [...counties].sort((a, b) => a.name.localeCompare(b.name));

  /** Few matches are listed one by one; many are grouped by street, and more still by town. */
  function group(matches: typeof indexed): LookupResult {
    if (matches.length <= MAX_OPTIONS)
      return optionsResult(matches.map((m) => addressOption(m.address)));
    const matchedStreets = [...new Set(matches.map((m) => m.street))];
    if (matchedStreets.length <= MAX_OPTIONS) {
      return optionsResult(
        matchedStreets.map((street) => ({
          id: street.id,
          displayName: joinAddressParts([street.name, street.town, street.county]),
        })),
      );
    }
    const matchedTowns = towns.filter((town) =>
      town.streets.some((street) => matchedStreets.includes(street)),
    );
    return optionsResult(
      matchedTowns.map((town) => ({
        id: town.id,
        displayName: joinAddressParts([town.name, town.county]),
      })),
    );
  }

  return {
    async findByEircode(eircode) {
      if (!isEircode(eircode)) return null;
      return byEircode.get(compactEircode(normaliseEircode(eircode))) ?? null;
    },

    async findByLines(lines: AddressLines) {
      const county = countyKey(lines.county);
      const town = fold(lines.town);
      const typed = words(`${lines.addressLine1 ?? ''} ${lines.addressLine2 ?? ''}`);
      return indexed
        .filter(
          ({ address }) =>
            countyKey(address.county) === county &&
            fold(address.town) === town &&
            matchesAll(
              typed,
              words(`${address.addressLine1} ${address.addressLine2} ${address.addressLine3}`),
            ),
        )
        .slice(0, MAX_LINE_MATCHES)
        .map(({ address }) => address);
    },

    async countyCodes(): Promise<CountyCode[]> {
      return sortedCounties.map((county) => ({ code: county.code, name: county.name }));
    },

    async townsByCounty(): Promise<TownCounty[]> {
      return sortedCounties.map((county) => ({
        county: county.name,
        towns: [...new Set(county.towns.map((town) => town.name))].sort((a, b) =>
          a.localeCompare(b),
        ),
      }));
    },

    async autocomplete(text) {
      if (isEircode(text)) {
        const address = byEircode.get(compactEircode(normaliseEircode(text)));
        return address ? addressResult(address) : optionsResult([]);
      }
      const compact = text.replace(/\s+/g, '').toUpperCase();
      if (EIRCODE_ROUTING_KEY_PATTERN.test(compact)) {
        return group(indexed.filter(({ address }) => address.eircode.startsWith(`${compact} `)));
      }
      const typed = words(text);
      if (typed.length === 0) return optionsResult([]);
      return group(indexed.filter((entry) => matchesAll(typed, entry.words)));
    },

    async lookup(id) {
      if (id.startsWith('a-')) {
        const address = byEircode.get(id.slice(2));
        return address ? addressResult(address) : null;
      }
      if (id.startsWith('s-')) {
        const street = streets.find((candidate) => candidate.id === id);
        return street ? optionsResult(street.addresses.map(addressOption)) : null;
      }
      if (id.startsWith('t-')) {
        const town = towns.find((candidate) => candidate.id === id);
        return town
          ? optionsResult(
              town.streets.map((street) => ({
                id: street.id,
                displayName: joinAddressParts([street.name, street.town, street.county]),
              })),
            )
          : null;
      }
      return null;
    },
  };
}
