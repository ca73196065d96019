export { NewCustomerQuote } from './new-customer-quote';
