import {
  carInstalmentPlan,
  carInstalmentsInWords,
  euroToCents,
  formatEuro,
  type CarPremiumDetails as PremiumDetails,
} from '@wallet/domain';
import { CAR_QUOTE_TEXTS } from './car-quote-texts';

const TEXT = CAR_QUOTE_TEXTS.viewQuote;

/** Euro of the answer (2 decimals) as the screen shows it, through whole cents. */
const euro = (amount: number) => formatEuro(euroToCents(amount));

type Line = { key: string; name: string; amount: number };

/** How the single payment is made up, in the order the insurer prices it. */
function priceLines(details: PremiumDetails): Line[] {
  // The premium the discounts are taken from first, so the table adds up to the single payment.
  const before = details.premium_before_discounts;
  return [
    ...(before === undefined
      ? []
      : [{ key: 'before', name: TEXT.premiumBeforeDiscounts, amount: before }]),
    { key: 'ncd', name: TEXT.noClaimsDiscount, amount: -details.total_no_claims_discount },
    {
      key: 'after-ncd',
      name: TEXT.afterNoClaimsDiscount,
      amount: details.total_payment_after_no_claims_discount,
    },
    {
      key: 'bank',
      name: TEXT.bankDiscount(details.total_bank_discount_percentage),
      amount: -details.total_bank_discount,
    },
    {
      key: 'after-bank',
      name: TEXT.afterBankDiscount,
      amount: details.total_payment_after_bank_discount,
    },
    ...details.premium_optional_extras.map((extra) => ({
      key: `extra-${extra.text}`,
      name: extra.text,
      amount: extra.amount,
    })),
    { key: 'levy', name: TEXT.governmentLevy, amount: details.government_levy },
    { key: 'single', name: TEXT.singlePayment, amount: details.single_payment },
  ];
}

/** What paying by instalment costs: the deposit, each direct debit, the charge and the total. */
function instalmentLines(details: PremiumDetails): Line[] {
  return [
    { key: 'deposit', name: TEXT.cardDeposit, amount: details.card_deposit_amount },
    { key: 'debit', name: TEXT.directDebit, amount: details.direct_debit_amount },
    {
      key: 'charge',
      name: TEXT.instalmentCharge,
      amount: details.total_annual_charge_for_payments_by_installment,
    },
    { key: 'total', name: TEXT.totalByInstalment, amount: details.total_if_paid_by_installment },
  ];
}

function LinesTable({ caption, lines }: { caption: string; lines: Line[] }) {
  return (
    <table className="car-premium-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.item}</th>
          <th scope="col">{TEXT.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td>{euro(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * car-travel-payment.md 3 'Car premium details': every field of the level's price, from the
 * premium before discounts (ours), the discounts
 * with the bank's percentage, the extras, the levy and the single payment; then the deposit,
 * the monthly direct debit, the charge for paying by instalment and the total, with the plan in
 * words as the payment page and the schedule say it.
 */
export function CarPremiumDetails({ details }: { details: PremiumDetails }) {
  const plan = carInstalmentPlan(euroToCents(details.total_if_paid_by_installment));
  return (
    <>
      <LinesTable caption={TEXT.payingInOne} lines={priceLines(details)} />
      <LinesTable caption={TEXT.payingByInstalment} lines={instalmentLines(details)} />
      <p className="car-note">
        <span className="car-note__label">{TEXT.instalmentsInWords}:</span>{' '}
        {carInstalmentsInWords(plan)}
      </p>
    </>
  );
}
