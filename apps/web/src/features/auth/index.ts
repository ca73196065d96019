export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
export { ConfirmLoginCodePage } from './components/confirm-login-code-page';
export { NewPasswordPage } from './components/new-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignUpPage } from './components/sign-up-page';
export { VerifyEmailPage } from './components/verify-email-page';
export { ForceLoginPage } from './components/force-login-page';
