import { CUSTOMER_SERVICE_HOURS, PHONE } from '../platform/contact.js';

/** The official Eircode finder, where a customer can look up the Eircode of an address. */
export const EIRCODE_FINDER_HOST = 'finder.eircode.ie';
export const EIRCODE_FINDER_URL = `https://${EIRCODE_FINDER_HOST}`;

/** The number named in the address service-down message (home.md 8: 'call us on {phone}'). */
export const ADDRESS_SERVICE_PHONE = PHONE.sales;

/** home.md 8 and platform.md 5: the address widget's messages, word for word. */
export const ADDRESS_MESSAGES = {
  notFound: 'Address Not Found',
  unidentifiedEircode: `We’ve been unable to identify your Eircode, please visit ${EIRCODE_FINDER_HOST} to get your Eircode or enter your address manually below.`,
  selectFromList: 'Please enter your Address / Eircode and select from the dropdown list',
  serviceDown: `We are currently experiencing technical issues with our Online Form. We apologise for any inconvenience caused. Please call us on ${ADDRESS_SERVICE_PHONE}. Our lines are open ${CUSTOMER_SERVICE_HOURS}. Otherwise please try again later.`,
  /** home.md 5 and platform.md 5: the Eircode hint (a phone number is offered as well). */
  eircodeHint: `A seven-character alphanumeric code, for example A65 F4E2. If you cannot give an exact Eircode, please call us on ${ADDRESS_SERVICE_PHONE}.`,
} as const;

/** home.md 5 and car-travel-payment.md 5: an address is required, by Eircode or lines. */
export const ADDRESS_REQUIRED = 'Eircode or address is required';

/** platform.md 9 and home.md 9: typing is debounced, address lines refresh after blur. */
export const ADDRESS_TIMINGS = {
  lookupDebounceMs: 500,
  refreshAfterBlurMs: 1500,
} as const;
