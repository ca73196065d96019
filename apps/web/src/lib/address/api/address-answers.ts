/**
 * The address services' answer schemas (the domain's), loaded with the first call so that the
 * address fields draw without the schema library (decision 0008).
 */
export {
  addressLookupResponseSchema,
  autocompleteResponseSchema,
  townCountyListSchema,
} from '@wallet/domain';
