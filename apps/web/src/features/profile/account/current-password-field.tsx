import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import { ACCOUNT_TEXTS } from './account-texts';

/**
 * The password the customer signs in with, asked again before a change to how they sign in or
 * before their account is closed: the browser offers the saved one.
 */
export function CurrentPasswordField({
  id,
  hint,
  error,
  ...registration
}: UseFormRegisterReturn & { id: string; hint?: string; error: string | undefined }) {
  return (
    <TextField
      id={id}
      label={ACCOUNT_TEXTS.currentPassword}
      hint={hint}
      type="password"
      autoComplete="current-password"
      error={error}
      {...registration}
    />
  );
}
