export { AccountPage } from './account-page';
export { ChangeEmailPage } from './change-email-page';
export { ChangeMobilePage } from './change-mobile-page';
export { ChangePasswordPage } from './change-password-page';
export { CloseAccountPage } from './close-account-page';
export { TrustedContactPage } from './trusted-contact-page';
export { ChangeAddressPage } from './change-address-page';
