export {
  AddressLookupFields,
  ADDRESS_LABELS,
  type AddressLookupFieldsProps,
} from './components/address-lookup-fields';
export {
  addressFieldIds,
  addressFieldNames,
  ADDRESS_FIELD_KEYS,
  type AddressBlock,
  type AddressFieldKey,
} from './lib/address-fields';
export { townCountyQueryOptions, useTownCounty, TOWN_COUNTY_STORAGE_KEY } from './api/town-county';
