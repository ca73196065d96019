export { MatchingServicePage } from './matching-service-page';
