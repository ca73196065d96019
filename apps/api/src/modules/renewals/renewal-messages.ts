/**
 * The renewal cycle's e-mails: the offer (with where to see and act on it) and the lapse. Plain
 * text; each is written to the outbox in the transaction of what it tells of, so it is sent once.
 */
import {
  PHONE,
  autoRenewalStatement,
  formatEuro,
  isoToDisplayDate,
  policyNumberLabel,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { customerEmail as email, type Buyer } from '../checkout/index.js';

export const RENEWAL_TEMPLATES = {
  offer: 'renewal-offer',
  lapse: 'renewal-lapse',
  autoRenewal: 'auto-renewal-changed',
} as const;

/** Where the customer sees their renewal and its alternative (platform.md routes). */
export const RENEWAL_VIEW_PATH = '/wallet/viewRenewalQuote/home';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

export interface OfferedRenewal {
  policyNumber: string;
  /** YYYY-MM-DD */
  renewalDate: string;
  insurer: string;
  premiumCents: number;
  alternative?: { insurer: string; premiumCents: number };
  autoRenew: boolean;
  directDebit: boolean;
}

/** The renewal notice is out: the premiums, whether it renews by itself, and where to act. */
export function renewalOfferEmail(
  to: Buyer,
  offer: OfferedRenewal,
  publicOrigin: string,
): OutgoingMessage {
  return email(to, RENEWAL_TEMPLATES.offer, 'Your home insurance renewal', [
    `Your home insurance (${policyNumberLabel('home')}: ${offer.policyNumber}) is due for renewal on ${displayDate(offer.renewalDate)}.`,
    '',
    `Your renewal premium with ${offer.insurer}: ${formatEuro(offer.premiumCents)}.`,
    ...(offer.alternative
      ? [
          `An alternative quote from ${offer.alternative.insurer}: ${formatEuro(offer.alternative.premiumCents)}.`,
        ]
      : []),
    '',
    autoRenewalStatement(offer),
    '',
    'Your renewal notice, with the premiums and claims of the last five years and your statement of fact, is among your policy documents. See your renewal and the alternative:',
    `${publicOrigin}${RENEWAL_VIEW_PATH}`,
  ]);
}

export interface LapsedPolicy {
  policyNumber: string;
  /** YYYY-MM-DD: the last day of cover. */
  endDate: string;
}

/** The policy was not renewed: its cover ended. */
export function lapseEmail(to: Buyer, policy: LapsedPolicy): OutgoingMessage {
  return email(to, RENEWAL_TEMPLATES.lapse, 'Your home insurance has ended', [
    `Your home insurance (${policyNumberLabel('home')}: ${policy.policyNumber}) was not renewed, and its cover ended on ${displayDate(policy.endDate)}. Your home is no longer insured under it.`,
    '',
    `Your lapse notice is among your policy documents. To insure your home again, get a new quote or call us on ${PHONE.servicesTeam}.`,
  ]);
}

export interface AutoRenewalChange {
  /** As the documents title it, e.g. 'Home Insurance'. */
  productName: string;
  policyNumberLabel: string;
  policyNumber: string;
  /** YYYY-MM-DD: the last day of cover. */
  endDate: string;
  enabled: boolean;
}

/** Automatic renewal turned on or off: confirmed on a durable medium, free of charge either way. */
export function autoRenewalEmail(to: Buyer, change: AutoRenewalChange): OutgoingMessage {
  const policy = `${change.productName} (${change.policyNumberLabel}: ${change.policyNumber})`;
  const end = displayDate(change.endDate);
  return email(
    to,
    RENEWAL_TEMPLATES.autoRenewal,
    change.enabled ? 'Automatic renewal is on' : 'Automatic renewal is off',
    change.enabled
      ? [
          `Your ${policy} will renew by itself when it ends on ${end}, paid by your direct debit. We will send you your renewal notice before then.`,
          '',
          'You can turn automatic renewal off at any time before then, free of charge, on your policy page.',
        ]
      : [
          `Automatic renewal of your ${policy} is now off, free of charge. Your cover ends on ${end} unless you renew it.`,
          '',
          'We will still send you your renewal notice before then, and you can renew online or by phone.',
        ],
  );
}
