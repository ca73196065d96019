export { PayMissedDebitPage } from './pay-missed-debit-page';
export { BankAccountPage } from './bank-account-page';
