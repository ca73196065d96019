import { PAYMENT_TYPES, type TravelBindData } from '@wallet/domain';
import { marketingRecordOf, type BindOrder } from '../checkout/index.js';
import { travelChoiceOf } from './travel-quotes-service.js';

/**
 * car-travel-payment.md 3 (Travel bind payload) as the checkout reads any product's bind: one card
 * payment; the price is the quote's (the card was authorised for the total the customer saw).
 */
export function travelBindOrder(body: TravelBindData): BindOrder {
  const bind = body.bind_policy;
  return {
    quoteReference: bind.quote_reference,
    choice: travelChoiceOf(bind.payment_details.product_selected, bind.selected_premium_id),
    payment: {
      paymentType: PAYMENT_TYPES.card,
      installmentsNumber: null,
      collectionDay: null,
      purchaser: null,
      cardToken: bind.payment_details.payment_token,
      cardBrand: null,
      iban: null,
      bic: null,
    },
    marketing: marketingRecordOf(bind.marketing),
  };
}
