import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useRenewalOffer } from '../api/renewal-calls';
import { useRenewalOffers, type OpenRenewalOffer } from '../api/renewal-offers';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';
import { AutoRenewalSwitch } from './auto-renewal-switch';
import { displayDate } from './dates';
import '../renewals.css';

/**
 * The amend page for renewal (/wallet/amendPolicy/renewal, 'Amend your automatic renewal'): the
 * automatic renewal of each home policy with a renewal waiting, turned on or off here.
 */
export function AutoRenewalAmend({ enabled }: { enabled: boolean }) {
  const { offers, isPending } = useRenewalOffers(enabled);
  if (isPending) return <Spinner label="Loading your renewals" />;
  const open = offers.filter((offer) => offer.status === 'offered' || offer.status === 'accepted');
  if (open.length === 0) return null;
  return (
    <>
      {open.map((offer) => (
        <OfferAutoRenewal key={offer.policy_id} offer={offer} />
      ))}
    </>
  );
}

function OfferAutoRenewal({ offer }: { offer: OpenRenewalOffer }) {
  // The switch shows what the server holds now, as the renewal view does.
  const full = useRenewalOffer(offer.policy_id);
  const autoRenewal = full.data?.auto_renewal ?? offer.auto_renewal;
  const titleId = `auto-renewal-${offer.policy_id}`;
  return (
    <Card as="section" aria-labelledby={titleId} className="renewal-amend">
      <h2 id={titleId} className="renewal-section-title">
        Policy Number {offer.policy_number}
      </h2>
      <p>{TEXT.renewalDue(displayDate(offer.renewal_date))}</p>
      <AutoRenewalSwitch
        policyId={offer.policy_id}
        autoRenewal={autoRenewal}
        renewalDate={offer.renewal_date}
      />
    </Card>
  );
}
