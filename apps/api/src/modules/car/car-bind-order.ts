import { PAYMENT_TYPES, type CarBindData } from '@wallet/domain';
import { marketingRecordOf, type BindOrder } from '../checkout/index.js';

/**
 * car-travel-payment.md 3 (Car bind payload) as the checkout reads any product's bind: a card
 * payment of the single price, or a direct debit of 10 instalments after a card deposit (the
 * card fields' token is payment_id either way). The choice is the level's premium id.
 */
export function carBindOrder(body: CarBindData): BindOrder {
  const details = body.payment_details;
  const isCard = details.payment_type === PAYMENT_TYPES.card;
  return {
    quoteReference: details.quote_reference,
    choice: details.product_selected,
    payment: {
      paymentType: details.payment_type,
      installmentsNumber: details.installments_number,
      collectionDay: details.collection_day,
      totalPremiumEuro: details.price,
      instalmentEuro: details.direct_debit_amount,
      purchaser: details.purchaser,
      cardToken: details.payment_id ?? null,
      cardBrand: isCard ? details.card_type : null,
      iban: details.international_bank_account_number,
      bic: details.bank_identifier_code,
    },
    marketing: marketingRecordOf(body),
    declared: { penaltyDetails: body.penalty_details, disqualified: body.disqualified },
  };
}
