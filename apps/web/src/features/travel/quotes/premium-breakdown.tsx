import {
  euroToCents,
  formatEuro,
  type TravelQuoteOffer,
  type TravelQuoteResponse,
} from '@wallet/domain';
import { TRAVEL_TEXTS } from '../travel-texts';

const TEXT = TRAVEL_TEXTS.quote;

const euro = (amount: number) => formatEuro(euroToCents(amount));

/** The lines of a quote's premium: the answer's own, else its breakdown's. */
function linesOf(response: TravelQuoteResponse, offer: TravelQuoteOffer) {
  const details = response.premium_details
    .filter((line) => line.product_variant === offer.name)
    .sort((a, b) => a.sequence - b.sequence);
  if (details.length > 0) {
    return details.map((line) => ({ key: line.id, name: line.item_name, amount: line.amount }));
  }
  const { breakdown } = offer;
  return [
    { key: 'PREMIUM', name: TEXT.price, amount: breakdown.policy_premium },
    { key: 'LEVY', name: TEXT.levy, amount: breakdown.government_levy },
    { key: 'STAMPDUTY', name: TEXT.stampDuty, amount: breakdown.stamp_duty },
    { key: 'TOTAL', name: TEXT.total, amount: breakdown.total_payable },
  ];
}

/**
 * car-travel-payment.md 2, 3 and 9: the premium breakdown, the 5% government levy and the €1
 * stamp duty included, each line as the insurer priced it.
 */
export function PremiumBreakdown({
  response,
  offer,
}: {
  response: TravelQuoteResponse;
  offer: TravelQuoteOffer;
}) {
  return (
    <>
      <table className="travel-premium-table">
        <caption>{TEXT.breakdown}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.item}</th>
            <th scope="col">{TEXT.amount}</th>
          </tr>
        </thead>
        <tbody>
          {linesOf(response, offer).map((line) => (
            <tr key={line.key}>
              <td>{line.name}</td>
              <td>{euro(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {offer.breakdown.message && <p className="travel-note">{offer.breakdown.message}</p>}
    </>
  );
}

export { euro };
