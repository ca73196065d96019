export { ConsentPage } from './consent/consent-page';
export { MakePaymentPage } from './payment/payment-page';
export { PaymentThankYouPage } from './thank-you/payment-thank-you-page';
export { boundProductOf, checkoutProductOf, homeRenewal, type CheckoutProduct } from './products';
