export { ConsentPage } from './consent/consent-page';
export { MakePaymentPage } from './payment/payment-page';
export { PaymentThankYouPage } from './thank-you/payment-thank-you-page';
export type { CheckoutProduct } from '../../lib/checkout/checkout-product';
