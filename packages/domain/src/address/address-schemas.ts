import { z } from 'zod';
import { ADDRESS_LINE_MAX } from './address-api.js';

const line = z.string().trim().max(ADDRESS_LINE_MAX);
const requiredLine = line.min(1);

export const eircodeLookupRequestSchema = z.object({
  eircode: z.string().trim().min(1).max(16),
});

/** home.md 7: a lookup by address lines names line 1, line 2, town and county. */
export const addressLinesRequestSchema = z.object({
  addressline1: requiredLine,
  addressline2: line.optional(),
  addressline3: line.optional(),
  town: requiredLine,
  county: requiredLine,
});

export const addressLookupRequestSchema = z.union([
  eircodeLookupRequestSchema,
  addressLinesRequestSchema,
]);
export type AddressLookupRequest = z.infer<typeof addressLookupRequestSchema>;
/** home.md 2: 'Find my address' appears once town and county are entered, so line 1 may be empty. */
export const manualAddressRequestSchema = addressLinesRequestSchema.extend({
  addressline1: line.optional(),
});
export type ManualAddressRequest = z.infer<typeof manualAddressRequestSchema>;

/** An address as the address calls answer it (home.md 7). */
export const appliedAddressSchema = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  address_line3: z.string(),
  town: z.string(),
  county: z.string(),
  eircode: z.string(),
});
export type AppliedAddress = z.infer<typeof appliedAddressSchema>;

/** 'Address Not Found' (home.md 8) is error true with no addresses. */
export const addressLookupResponseSchema = z.object({
  error: z.boolean(),
  addresses: z.array(appliedAddressSchema),
});
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>;

export const countyCodeSchema = z.object({ code: z.string(), name: z.string() });
export const countyCodeListSchema = z.array(countyCodeSchema);
export type CountyCode = z.infer<typeof countyCodeSchema>;

/** The town-and-county association list the quote form loads once (platform.md 7). */
export const townCountySchema = z.object({ county: z.string(), towns: z.array(z.string()) });
export const townCountyListSchema = z.array(townCountySchema);
export type TownCounty = z.infer<typeof townCountySchema>;

export const autocompleteQuerySchema = z.object({
  key: z.string().min(1).max(200),
  address: z.string().trim().min(1).max(ADDRESS_LINE_MAX),
  addressProfileName: z.string().max(100).optional(),
  vanityMode: z.enum(['true', 'false']).optional(),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const lookupOptionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z]+-[0-9A-Z]+$/, 'not an option id')
    .max(40),
});
export const lookupOptionQuerySchema = autocompleteQuerySchema.pick({
  key: true,
  vanityMode: true,
});

/** An option to choose: a full address, or a street or town that opens further options. */
export const autocompleteOptionSchema = z.object({ displayName: z.string(), link: z.string() });
export type AutocompleteOption = z.infer<typeof autocompleteOptionSchema>;

/**
 * platform.md 2.12: the lookup answer. When it names one address, reformattedAddress holds its five
 * lines in this order: address line 1, address line 2, address line 3, town, county (empty strings
 * where a line is not used); postcode is its Eircode; postalAddress the lines the post office uses
 * and vanityAddress the lines the residents use (the latter only with vanityMode).
 */
export const autocompleteResponseSchema = z.object({
  totalOptions: z.number().int().min(0),
  options: z.array(autocompleteOptionSchema),
  reformattedAddress: z
    .tuple([z.string(), z.string(), z.string(), z.string(), z.string()])
    .optional(),
  postcode: z.string().optional(),
  vanityAddress: z.array(z.string()).optional(),
  postalAddress: z.array(z.string()).optional(),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
