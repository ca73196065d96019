import { CUSTOMER_SERVICE_HOURS, PHONE } from './contact.js';
import { CAR_SALES_END_DATE } from './app-constants.js';

/** Words the spec gives verbatim; screens import them from here so a message lives in one place. */
export const MESSAGES = {
  welcome: (firstName?: string | null) => `Welcome${firstName ? ` ${firstName}` : ''}!`,
  tapToStart: 'Tap an icon to get started',
  comingSoon: 'Content Coming Soon',
  somethingWentWrong: 'Something went wrong',
  noPolicies:
    'Your purchased policy is still processing or you have no insurance policies to manage',
  travelOnlyOnline: 'Travel insurance is only available to buy online.',
  offlineProduct: (phone: string) =>
    `To find out more about this product, please call us on ${phone}.`,
  motorHolding: {
    title: 'Car insurance',
    closed: `From close of business on ${CAR_SALES_END_DATE}, we no longer sell new motor insurance policies.`,
    existing: 'If you already have a car insurance policy with us, your cover continues as normal.',
    services: `For breakdown assistance, claims, renewals and amendments to your existing policy, please call our services team on ${PHONE.servicesTeam}.`,
    offer: `To redeem an offer, please call us on ${PHONE.sales}.`,
  },
  linesOpen: `Our lines are open ${CUSTOMER_SERVICE_HOURS}.`,
  oldBrowser:
    'You are using an outdated browser that this site does not support. Please use a current version of Edge, Chrome, Firefox or Safari.',
} as const;
