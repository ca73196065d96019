import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_API_PATHS,
  addressLookupRequestSchema,
  addressLookupResponseSchema,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  countyCodeListSchema,
  lookupOptionParamsSchema,
  lookupOptionQuerySchema,
  manualAddressRequestSchema,
  townCountyListSchema,
  type AddressFields,
  type AddressLookupResponse,
  type AppliedAddress,
  type AutocompleteResponse,
} from '@wallet/domain';
import type {
  AddressLookup,
  LookupResult,
} from '../../adapters/address-lookup/address-lookup-port.js';
import { createGazetteerAddressLookup } from '../../adapters/address-lookup/gazetteer.js';
import { apiErrorSchema, notFound, unauthorized } from '../../lib/http-errors.js';
import { API_PREFIX } from '../../plugins/api-docs.js';
import { readAddressLookupKey } from './address-config.js';

export interface AddressRoutesOptions {
  /** The AddressLookup adapter; the bundled gazetteer by default. */
  lookup?: AddressLookup;
  /** The autocomplete service's key; ADDRESS_LOOKUP_KEY by default. */
  key?: string;
}

function toApplied(address: AddressFields): AppliedAddress {
  return {
    address_line1: address.addressLine1,
    address_line2: address.addressLine2,
    address_line3: address.addressLine3,
    town: address.town,
    county: address.county,
    eircode: address.eircode,
  };
}

/** home.md 8: nothing found is 'Address Not Found', an error-flagged answer with no addresses. */
function lookupAnswer(addresses: AddressFields[]): AddressLookupResponse {
  return { error: addresses.length === 0, addresses: addresses.map(toApplied) };
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, options) => {
  const lookup = options.lookup ?? createGazetteerAddressLookup();
  const key = options.key ?? readAddressLookupKey();
  const tags = ['address'];

  const requireKey = (given: string) => {
    if (!sameKey(given, key)) throw unauthorized('The address lookup key is not valid.');
  };

  /** An option's link carries the key and vanity mode on, as the caller follows it as given. */
  const linkTo = (id: string, vanityMode: boolean) =>
    `${API_PREFIX}${ADDRESS_API_PATHS.lookupOption}/${id}?key=${encodeURIComponent(key)}${vanityMode ? '&vanityMode=true' : ''}`;

  const answerOf = (result: LookupResult, vanityMode: boolean): AutocompleteResponse => {
    if (result.kind === 'options') {
      return {
        totalOptions: result.totalOptions,
        options: result.options.map((option) => ({
          displayName: option.displayName,
          link: linkTo(option.id, vanityMode),
        })),
      };
    }
    const { address } = result;
    return {
      totalOptions: 0,
      options: [],
      reformattedAddress: [
        address.addressLine1,
        address.addressLine2,
        address.addressLine3,
        address.town,
        address.county,
      ],
      postcode: address.eircode,
      postalAddress: result.postalAddress,
      ...(vanityMode ? { vanityAddress: result.vanityAddress } : {}),
    };
  };

  app.post(
    ADDRESS_API_PATHS.lookup,
    {
      schema: {
        tags,
        summary:
          "An address by Eircode, or by line 1, line 2, town and county (home.md 7); error true is 'Address Not Found'.",
        body: addressLookupRequestSchema,
        response: { 200: addressLookupResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { body } = request;
      if ('eircode' in body) {
        const address = await lookup.findByEircode(body.eircode);
        return lookupAnswer(address ? [address] : []);
      }
      return lookupAnswer(
        await lookup.findByLines({
          addressLine1: body.addressline1,
          addressLine2: body.addressline2,
          town: body.town,
          county: body.county,
        }),
      );
    },
  );

  app.post(
    ADDRESS_API_PATHS.manualLookup,
    {
      schema: {
        tags,
        summary:
          "Addresses matching manually typed lines in a town and county (home.md 2 'Find my address'); may be several.",
        body: manualAddressRequestSchema,
        response: { 200: addressLookupResponseSchema, 400: apiErrorSchema },
      },
    },
    async ({ body }) =>
      lookupAnswer(
        await lookup.findByLines({
          addressLine1: body.addressline1,
          addressLine2: body.addressline2,
          town: body.town,
          county: body.county,
        }),
      ),
  );

  app.get(
    ADDRESS_API_PATHS.countyCodes,
    {
      schema: {
        tags,
        summary: 'The 26 counties with their codes (home.md 7).',
        response: { 200: countyCodeListSchema },
      },
    },
    async () => lookup.countyCodes(),
  );

  app.get(
    ADDRESS_API_PATHS.townCounty,
    {
      schema: {
        tags,
        summary: 'Each county with its towns, the list the quote form loads once (platform.md 7).',
        response: { 200: townCountyListSchema },
      },
    },
    async () => lookup.townsByCounty(),
  );

  app.get(
    ADDRESS_API_PATHS.autocomplete,
    {
      schema: {
        tags,
        summary:
          'Address autocomplete (platform.md 2.12): options to choose or drill into, or the address an Eircode names.',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async ({ query }) => {
      requireKey(query.key);
      return answerOf(await lookup.autocomplete(query.address), query.vanityMode === 'true');
    },
  );

  app.get(
    `${ADDRESS_API_PATHS.lookupOption}/:id`,
    {
      schema: {
        tags,
        summary:
          "An autocomplete option's link: the full address, or the further options of a street or town.",
        params: lookupOptionParamsSchema,
        querystring: lookupOptionQuerySchema,
        response: {
          200: autocompleteResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async ({ params, query }) => {
      requireKey(query.key);
      const result = await lookup.lookup(params.id);
      if (!result) throw notFound('No such address option.');
      return answerOf(result, query.vanityMode === 'true');
    },
  );
};
