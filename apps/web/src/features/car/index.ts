export { CarGetQuotePage } from './get-quote/car-get-quote-page';
export { CarTermsPage } from './terms/car-terms-page';
export { clearCarJourney } from './journey/car-journey';
