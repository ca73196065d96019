export { CreateAccountPage } from './create-account-page';
