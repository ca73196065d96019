import { CUSTOMER_SERVICE_HOURS, PHONE } from './platform/contact.js';
import { byProductType, PRODUCT_LABELS, productFacts, type ProductType } from './products.js';

/**
 * The call-us pages (platform.md 2.11, car-travel-payment.md 'Claims and assistance' and 9).
 * Which number serves which page is decided here once; docs/decisions/0003-servicing-numbers.md
 * explains the choices the spec leaves open.
 */

export type ServicingContact = {
  /** What the number is for, read before the number itself. */
  label: string;
  phoneNumber: string;
};

export type ServicingPage = {
  title: string;
  intro: string;
  contacts: ServicingContact[];
  notes: string[];
};

const LINES_OPEN = `Our lines are open ${CUSTOMER_SERVICE_HOURS}.`;

/** platform.md 2.11: the amend page takes renewal, travel, car or other. */
export const AMEND_POLICY_KINDS = ['renewal', 'travel', 'car', 'other'] as const;
export type AmendPolicyKind = (typeof AMEND_POLICY_KINDS)[number];

/** Any other value (for example home, appended by the manage page) is the default: other. */
export function amendPolicyKindOf(param: string | undefined): AmendPolicyKind {
  return (AMEND_POLICY_KINDS as readonly string[]).includes(param ?? '')
    ? (param as AmendPolicyKind)
    : 'other';
}

export const AMEND_POLICY_TITLES = {
  standard: 'Amend Policy',
  renewal: 'Amend Auto Renewal Policy',
} as const;

/** car-travel-payment.md: travel 01 440 2787, car 01 2901958, otherwise the services team. */
export const AMEND_POLICY_PHONE: Record<AmendPolicyKind, string> = {
  travel: PHONE.travelAmend,
  car: PHONE.carAmend,
  renewal: PHONE.servicesTeam,
  other: PHONE.servicesTeam,
};

export function amendPolicyPage(kind: AmendPolicyKind): ServicingPage {
  if (kind === 'renewal') {
    return {
      title: AMEND_POLICY_TITLES.renewal,
      intro:
        'To make a change to your policy before it renews automatically, or to stop it renewing, please call us.',
      contacts: [{ label: 'Call our services team', phoneNumber: AMEND_POLICY_PHONE.renewal }],
      notes: [LINES_OPEN],
    };
  }
  const product = kind === 'other' ? 'your' : `your ${PRODUCT_LABELS[kind].toLowerCase()}`;
  return {
    title: AMEND_POLICY_TITLES.standard,
    intro: `To make a change to ${product} policy, such as your address, cover or the people insured, please call us.`,
    contacts: [{ label: 'Call us to amend your policy', phoneNumber: AMEND_POLICY_PHONE[kind] }],
    notes: [LINES_OPEN],
  };
}

/** car-travel-payment.md: breakdown assistance (car) on a freephone number. */
export function breakdownAssistancePage(): ServicingPage {
  return {
    title: 'Breakdown Assistance',
    intro: 'If your car has broken down, call our breakdown assistance freephone number.',
    contacts: [{ label: 'Freephone breakdown assistance', phoneNumber: PHONE.breakdownFreephone }],
    notes: ['Please have your policy number and the location of your car ready when you call.'],
  };
}

/** platform.md 2.11: the renew page tells the customer to phone to renew. */
export function renewPolicyPage(): ServicingPage {
  return {
    title: 'Renew Your Policy',
    intro: 'To renew your policy, please call our services team.',
    contacts: [{ label: 'Call us to renew', phoneNumber: PHONE.servicesTeam }],
    notes: [LINES_OPEN],
  };
}

/** platform.md 2.11: travel medical assistance at any time on an international number. */
export function medicalAssistancePage(): ServicingPage {
  return {
    title: 'Medical Assistance',
    intro:
      'If you need medical help while you are abroad, contact our assistance provider 24 hours a day, 7 days a week.',
    contacts: [
      { label: '24/7 medical assistance from abroad', phoneNumber: PHONE.medicalAssistance },
    ],
    notes: [
      'Please have your policy number ready and tell us where you are and how we can reach you.',
    ],
  };
}

/** Claim lines per product (car-travel-payment.md 9: lines open Monday to Friday 9am-5pm). */
export const CLAIM_PHONE: Record<ProductType, string> = byProductType((p) => p.claims.phoneNumber);

export function submitClaimPage(type: ProductType): ServicingPage {
  const label = PRODUCT_LABELS[type];
  return {
    title: 'Submit a Claim',
    intro: `To make a claim on your ${label.toLowerCase()} insurance policy, please call our ${label.toLowerCase()} claims team.`,
    contacts: [{ label: `${label} claims`, phoneNumber: CLAIM_PHONE[type] }],
    notes: [LINES_OPEN, ...productFacts(type).claims.notes],
  };
}
