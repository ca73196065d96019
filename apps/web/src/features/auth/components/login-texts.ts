/** What the login screen says after a password reset; the reset page sends the customer there. */
export const PASSWORD_RESET_DONE = 'Your password has been reset. Log In with your new password.';
