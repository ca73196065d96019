import { RENEWAL_STEPS, type HomeInsurerQuote, type RenewalOffer } from '@wallet/domain';
import { useDeferredValue } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Card } from '../../../ui/card';
import { KeptLine } from '../../../ui/kept-line';
import { Notice } from '../../../ui/notice';
import { PageBody, PageHero } from '../../../ui/page-layout';
import { ProgressSteps } from '../../../ui/progress-steps';
import { PageSpinner } from '../../../ui/spinner';
import { useRenewalOffer } from '../api/renewal-calls';
import { useRenewalOffers } from '../api/renewal-offers';
import { AutoRenewalSwitch } from '../components/auto-renewal-switch';
import { displayDate } from '../components/dates';
import { RenewalChanges } from '../components/renewal-changes';
import { RenewalDocuments } from '../components/renewal-documents';
import { RenewalHistory } from '../components/renewal-history';
import { chooseRenewalQuote, useRenewalJourney } from '../journey/renewal-journey';
import {
  RENEWAL_PATHS,
  isRenewalViewType,
  policyIdOfLocation,
  type RenewalLocationState,
} from '../paths';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import type { DocumentListComponent, QuoteCardComponent } from '../slots';
import '../renewals.css';

/**
 * /wallet/viewRenewalQuote/{home, homeDD, homeOther} (home.md 2 'Renewal screens'): the renewal
 * card and the alternative cards, what changed, the five-year history, automatic renewal and the
 * renewal documents. The policy is the one Manage My Insurance or the wallet opened, else the
 * customer's first open offer.
 */
type RenewalQuoteSlots = {
  /** home's insurer card (the multiple-quote page's). */
  QuoteCard: QuoteCardComponent;
  /** The policies' documents list. */
  DocumentList: DocumentListComponent;
};

export function RenewalQuotePage(slots: RenewalQuoteSlots) {
  const { type } = useParams();
  const location = useLocation();
  const journey = useRenewalJourney();
  const chosenPolicy = policyIdOfLocation(location.state) ?? journey.policyId ?? null;
  const { offers, isPending } = useRenewalOffers(chosenPolicy === null);
  if (!isRenewalViewType(type)) return <Navigate to={PATHS.wallet} replace />;
  if (chosenPolicy === null && isPending) return <RenewalLoading />;
  const policyId = chosenPolicy ?? offers[0]?.policy_id ?? null;
  if (policyId === null) return <NotDisplayable />;
  // Keyed by the policy: another policy's offer is never shown, even for a moment, under this one.
  return <RenewalOfferView key={policyId} policyId={policyId} {...slots} />;
}

/**
 * The renewal while it loads: its title, the line its date goes on kept empty, the steps and the
 * words above the cards, as an open offer draws them. A returning customer's frame (decision
 * 0041) paints these before any code runs, so the page's largest text is there at once and the
 * offer drawn over it moves nothing.
 */
function RenewalLoading() {
  return (
    <>
      <PageHero title={TEXT.renewalTitle} lead={<KeptLine />} />
      <PageBody>
        <ProgressSteps steps={RENEWAL_STEPS} current={TEXT.renewalTitle} />
        <div className="renewal-stack">
          <p className="renewal-lead">{TEXT.compareLead}</p>
          <PageSpinner label="Loading your renewal" />
        </div>
      </PageBody>
    </>
  );
}

/** home.md 8: the renewal cannot be shown (no offer, or a call that failed). */
function NotDisplayable() {
  return (
    <>
      <PageHero title={TEXT.renewalTitle} />
      <PageBody narrow>
        <ProgressSteps steps={RENEWAL_STEPS} current={TEXT.renewalTitle} />
        <Notice tone="warning">
          <p>{TEXT.notDisplayable}</p>
        </Notice>
      </PageBody>
    </>
  );
}

function RenewalOfferView({ policyId, ...slots }: { policyId: string } & RenewalQuoteSlots) {
  const offer = useRenewalOffer(policyId);
  // The offer's cards are a large first draw: made in the background, in slices the browser can
  // answer between, while the loading screen stands (in one task they held a phone's main thread).
  const shown = useDeferredValue(offer.data);
  if (shown === undefined) {
    // Still coming, or come and being drawn; else the read failed.
    return offer.isPending || offer.data !== undefined ? <RenewalLoading /> : <NotDisplayable />;
  }
  // No offer on record. A failed read again (on coming back to the tab) keeps the offer shown.
  if (shown === null) return <NotDisplayable />;
  if (shown.status !== 'offered') return <SettledOffer offer={shown} />;
  return <OpenOffer offer={shown} {...slots} />;
}

function OpenOffer({
  offer,
  QuoteCard,
  DocumentList,
}: { offer: RenewalOffer } & RenewalQuoteSlots) {
  const navigate = useNavigate();
  const journey = useRenewalJourney();
  const chosenInsurer =
    journey.policyId === offer.policy_id ? journey.selectedQuote?.insurer : undefined;
  const onSelect = (quote: HomeInsurerQuote) => {
    chooseRenewalQuote(offer.policy_id, quote);
    const state: RenewalLocationState = { renewal: true };
    navigate(RENEWAL_PATHS.summary, { state });
  };
  const renewalQuote = offer.quotes.find((quote) => quote.current_insurer_renewal_quote);

  return (
    <>
      <PageHero
        title={TEXT.renewalTitle}
        lead={TEXT.renewalLead(displayDate(offer.renewal_date))}
      />
      <PageBody>
        <ProgressSteps steps={RENEWAL_STEPS} current={TEXT.renewalTitle} />
        <div className="renewal-stack">
          <p className="renewal-lead">{TEXT.compareLead}</p>
          {/* home.md 2: every card is shown, a single acceptable one too; none is chosen for the customer. */}
          <div className="home-quote-cards">
            {offer.quotes.map((quote) => (
              <QuoteCard
                key={quote.quote_reference}
                quote={quote}
                kind={quote.current_insurer_renewal_quote ? TEXT.renewalCard : TEXT.alternativeCard}
                chosen={chosenInsurer === quote.insurer}
                onSelect={onSelect}
              />
            ))}
          </div>

          {offer.price_walking.applies && renewalQuote && (
            <Notice>
              <h2 className="renewal-section-title">{TEXT.priceWalkingTitle}</h2>
              <p>{TEXT.priceWalkingNote}</p>
            </Notice>
          )}

          <Card as="section" aria-labelledby="renewal-changes-title">
            <h2 id="renewal-changes-title" className="renewal-section-title">
              {TEXT.changesTitle}
            </h2>
            <RenewalChanges changes={offer.changes} />
          </Card>

          <Card as="section" aria-labelledby="renewal-history-title">
            <h2 id="renewal-history-title" className="renewal-section-title">
              {TEXT.historyTitle}
            </h2>
            <RenewalHistory history={offer.history} />
          </Card>

          <Card as="section" aria-labelledby="renewal-auto-title">
            <h2 id="renewal-auto-title" className="renewal-section-title">
              {TEXT.autoRenewalTitle}
            </h2>
            <AutoRenewalSwitch
              policyId={offer.policy_id}
              autoRenewal={offer.auto_renewal}
              renewalDate={offer.renewal_date}
            />
          </Card>

          <Card as="section" aria-labelledby="renewal-documents-title">
            <h2 id="renewal-documents-title" className="renewal-section-title">
              {TEXT.documentsTitle}
            </h2>
            {renewalQuote && (
              <RenewalDocuments
                DocumentList={DocumentList}
                request={{
                  business_processes: ['RENEWAL_OFFER'],
                  policy_id: offer.policy_id,
                  scheme_code: renewalQuote.scheme_code,
                }}
              />
            )}
          </Card>
        </div>
      </PageBody>
    </>
  );
}

/** An offer already taken up or ended: what became of it. */
function SettledOffer({ offer }: { offer: RenewalOffer }) {
  const status = offer.status as Exclude<RenewalOffer['status'], 'offered'>;
  const date = displayDate(offer.renewal_date);
  return (
    <>
      <PageHero title={TEXT.renewalTitle} />
      <PageBody narrow>
        <div className="renewal-stack">
          <Card as="section" accent="primary" aria-labelledby="renewal-status-title">
            <h2 id="renewal-status-title" className="renewal-section-title">
              {TEXT.statusTitle[status]}
            </h2>
            <p>{TEXT.statusLine[status](date)}</p>
            {offer.reference_number && (
              <dl className="renewal-facts">
                <div>
                  <dt>{TEXT.referenceNumber}</dt>
                  <dd>{offer.reference_number}</dd>
                </div>
              </dl>
            )}
          </Card>
          {status === 'accepted' && (
            <Card as="section" aria-labelledby="renewal-auto-title">
              <h2 id="renewal-auto-title" className="renewal-section-title">
                {TEXT.autoRenewalTitle}
              </h2>
              <AutoRenewalSwitch
                policyId={offer.policy_id}
                autoRenewal={offer.auto_renewal}
                renewalDate={offer.renewal_date}
              />
            </Card>
          )}
        </div>
      </PageBody>
    </>
  );
}
