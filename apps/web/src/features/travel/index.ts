export { TravelGetQuotePage } from './get-quote/travel-get-quote-page';
export { TravelProcessingPage } from './quotes/travel-processing-page';
export { TravelQuotePage } from './quotes/travel-quote-page';
export { TravelErrorPage } from './quotes/travel-error-page';
export { TravelDeclarationPage } from './declaration/travel-declaration-page';
export { clearTravelJourney } from './journey/travel-journey';
