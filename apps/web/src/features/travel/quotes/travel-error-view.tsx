import { BIND_MESSAGES, HOME_QUOTE_MESSAGES, PHONE } from '@wallet/domain';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { AlertIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { TRAVEL_TEXTS } from '../travel-texts';
import type { TravelQuoteOutcome } from './travel-quote-outcome';
import './travel-quotes.css';

const TEXT = TRAVEL_TEXTS.error;
const QUOTE_ERRORS = HOME_QUOTE_MESSAGES.error;

/**
 * Why no travel quote can be shown: an outcome of the answer, a failed call ('failure'), or a
 * quote whose payment is under way, which is not priced again ('beingBought', the API's 409).
 */
export type TravelErrorReason = Exclude<TravelQuoteOutcome, 'quoted'> | 'failure' | 'beingBought';

/** car-travel-payment.md 8: the spec's words for an unreachable insurer and for a referral. */
function reasonText(reason: TravelErrorReason): string | null {
  switch (reason) {
    case 'unavailable':
      return `${QUOTE_ERRORS.sorry}, ${QUOTE_ERRORS.rsaUnavailable(PHONE.sales)}`;
    case 'referral':
      return QUOTE_ERRORS.referral(PHONE.sales);
    case 'declined':
      return `${QUOTE_ERRORS.sorry}, ${QUOTE_ERRORS.acceptance}`;
    case 'failure':
    case 'beingBought':
      return null;
  }
}

/**
 * car-travel-payment.md 2 'Generic error page', for travel: 'Thanks' and that a quote cannot be
 * provided, with the reason where there is one, the quote reference and the number to call.
 */
export function TravelErrorView({
  reason,
  quoteReference,
}: {
  reason: TravelErrorReason;
  quoteReference?: string | undefined;
}) {
  const text = reasonText(reason);
  return (
    <>
      <PageHero title={TEXT.thanks} lead={TEXT.thanksLead} icon={<AlertIcon size={36} />} />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          <p className="travel-quote-lead">
            {reason === 'beingBought' ? BIND_MESSAGES.quoteBeingBought : TEXT.cannotQuote}
          </p>
          {quoteReference && <p>{TEXT.quoteReference(quoteReference)}</p>}
          {text && <p>{text}</p>}
          {reason !== 'referral' && <p>{TEXT.linesOpen}</p>}
          <ContactButton
            contact={{ type: 'phone', phoneNumber: PHONE.sales }}
            label={TEXT.callUs}
          />
        </Card>
        <div className="travel-actions">
          <BackToHomeLink variant="primary" />
        </div>
      </PageBody>
    </>
  );
}
