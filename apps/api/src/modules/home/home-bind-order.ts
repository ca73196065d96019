import type { HomeBindData } from '@wallet/domain';
import { marketingRecordOf, type BindOrder } from '../checkout/index.js';

/** home.md 7 (Bind): a home bind's payload as the checkout reads any product's bind. */
export function homeBindOrder(body: HomeBindData): BindOrder {
  const details = body.payment_details;
  return {
    quoteReference: details.quote_reference,
    choice: details.product_selected,
    payment: {
      paymentType: details.payment_type,
      installmentsNumber: details.installments_number,
      collectionDay: details.collection_day,
      totalPremiumEuro: details.total_premium,
      instalmentEuro: details.direct_debit_amount,
      purchaser: details.purchaser,
      cardToken: details.payment_id ?? null,
      cardBrand: details.card_type,
      iban: details.IBAN,
      bic: details.BIC,
    },
    marketing: marketingRecordOf(body),
  };
}
