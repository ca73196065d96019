export { GetQuotePage } from './get-quote';
export { HouseholdQuestionsPage } from './questions/household-questions-page';
export { HomeProcessingPage } from './quotes/processing-page';
export { HomeMultipleQuotesPage } from './quotes/multiple-quotes-page';
export { HomeViewQuotePage } from './quotes/view-quote-page';
export { HomeErrorPage } from './quotes/home-error-view';
export { clearHomeJourney } from './journey/home-journey';
