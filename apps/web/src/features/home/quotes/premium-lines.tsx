import { formatEuro, premiumInWords, type PremiumDetail } from '@wallet/domain';

/**
 * A quote's premium as a customer reads it: what each step adds or takes off, in words, and the
 * one total (no running totals). The same lines on the comparison cards and the view quote.
 */
export function PremiumLines({
  details,
  totalCents,
  caption,
  totalLabel,
}: {
  details: readonly PremiumDetail[];
  totalCents: number;
  caption: string;
  totalLabel: string;
}) {
  return (
    <table className="home-premium-table">
      <caption>{caption}</caption>
      <tbody>
        {premiumInWords(details).map((line) => (
          <tr key={line.code}>
            <th scope="row">{line.label}</th>
            <td>{formatEuro(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>{formatEuro(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
