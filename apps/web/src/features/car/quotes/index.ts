export { CarProcessingPage } from './car-processing-page';
export { CarQuotesPage } from './car-quotes-page';
export { CarViewQuotePage } from './car-view-quote-page';
export { CarErrorPage } from './car-error-page';
