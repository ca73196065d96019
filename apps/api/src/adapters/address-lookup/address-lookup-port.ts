import type { AddressFields, CountyCode, TownCounty } from '@wallet/domain';

/**
 * The AddressLookup port (docs/architecture.md, Outside parties and their local stand-ins): Eircode
 * and address search, the county and town lists, and the autocomplete service's search and
 * drill-down. Options carry an opaque id; the routes turn it into the link the caller follows.
 */
export interface AddressLookup {
  findByEircode(eircode: string): Promise<AddressFields | null>;
  /** Addresses whose lines match what was typed (all when nothing was), in the town and county. */
  findByLines(lines: AddressLines): Promise<AddressFields[]>;
  countyCodes(): Promise<CountyCode[]>;
  townsByCounty(): Promise<TownCounty[]>;
  autocomplete(text: string): Promise<LookupResult>;
  /** What an option's id stands for; null when the id names nothing. */
  lookup(id: string): Promise<LookupResult | null>;
}

export interface AddressLines {
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
  town: string;
  county: string;
}

export interface LookupOption {
  id: string;
  displayName: string;
}

export type LookupResult =
  | {
      kind: 'address';
      address: AddressFields;
      /** The lines the post office uses. */
      postalAddress: string[];
      /** The lines the residents use, naming their locality. */
      vanityAddress: string[];
    }
  | { kind: 'options'; totalOptions: number; options: LookupOption[] };
