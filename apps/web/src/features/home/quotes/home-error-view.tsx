import { BIND_MESSAGES, MESSAGES, PHONE, HOME_QUOTE_MESSAGES } from '@wallet/domain';
import { useLocation } from 'react-router';
import { isBeingBoughtState } from '../../../ui/journey/quote-call-failure';
import { BackToHomeLink } from '../../../ui/back-to-home-link';
import { Card } from '../../../ui/card';
import { ContactButton } from '../../../ui/contact-button';
import { AlertIcon } from '../../../ui/icons';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { useHomeJourney } from '../journey/home-journey';
import './quotes.css';

/**
 * home.md 8: why no quote can be shown. 'unavailable' is the spec's error view of type rsa (an
 * insurer could not be reached), 'referral' and 'declined' come from acceptance notifications,
 * 'failure' is a failed call or a journey without its answers, 'beingBought' a quote whose
 * payment is under way, which is not priced again.
 */
export type HomeErrorReason = 'unavailable' | 'referral' | 'declined' | 'failure' | 'beingBought';

const TEXT = HOME_QUOTE_MESSAGES.error;

function reasonText(reason: HomeErrorReason): string | null {
  switch (reason) {
    case 'referral':
      return TEXT.referral(PHONE.sales);
    // These two sentences continue the apology, as the spec words them.
    case 'unavailable':
      return `${TEXT.sorry}, ${TEXT.rsaUnavailable(PHONE.sales)}`;
    case 'declined':
      return `${TEXT.sorry}, ${TEXT.acceptance}`;
    case 'failure':
    case 'beingBought':
      return null;
  }
}

/** home.md 8: the home error page texts, with the quote reference when there is one. */
export function HomeErrorView({
  reason,
  quoteReference,
}: {
  reason: HomeErrorReason;
  quoteReference?: string | undefined;
}) {
  const text = reasonText(reason);
  return (
    <>
      <PageHero
        title={quoteReference ? TEXT.thankYou : TEXT.sorry}
        icon={<AlertIcon size={36} />}
      />
      <PageBody overlap narrow>
        <Card accent="tertiary">
          {quoteReference && (
            <p className="home-quote-lead">{TEXT.quoteReference(quoteReference)}</p>
          )}
          {/* A quote with a payment under way is not priced again (the API answers 409). */}
          <p>{reason === 'beingBought' ? BIND_MESSAGES.quoteBeingBought : TEXT.notQuoted}</p>
          {text && <p>{text}</p>}
          {reason !== 'referral' && <p>{MESSAGES.linesOpen}</p>}
          <ContactButton contact={{ type: 'phone', phoneNumber: PHONE.sales }} label="Call us" />
        </Card>
        <div className="home-actions">
          <BackToHomeLink variant="primary" />
        </div>
      </PageBody>
    </>
  );
}

/**
 * /wallet/error/home (home.md 8): a call of the quote screens failed. The reference of the quote
 * in progress, if any, is shown so the customer can quote it on the phone.
 */
export function HomeErrorPage() {
  const journey = useHomeJourney();
  const { state } = useLocation();
  return (
    <HomeErrorView
      reason={isBeingBoughtState(state) ? 'beingBought' : 'failure'}
      quoteReference={journey.quoteResponse?.quote_reference}
    />
  );
}
