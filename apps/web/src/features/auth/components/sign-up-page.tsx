import {
  ACCOUNT_MESSAGES,
  ACCOUNT_VALIDATION_MESSAGES,
  signUpSchema,
  toSignUpPayload,
  WORDS,
} from '@wallet/domain';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { NO_CONTACT_DETAILS, type ContactDetails } from '../../../ui/journey/contact-details';
import { PATHS } from '../../../lib/paths';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { signUp } from '../api/sign-up';
import { providerMessage, summaryOf } from '../lib/form-errors';
import { rememberPendingProfile } from '../lib/pending-profile';
import { AccountLayout } from './account-layout';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';
import { AccountSubmit } from './account-submit';

const FIELD_IDS = {
  firstName: 'sign-up-first-name',
  lastName: 'sign-up-last-name',
  email: 'sign-up-email',
  phoneNo: 'sign-up-mobile',
  password: 'sign-up-password',
  confirmPassword: 'sign-up-confirm-password',
};

/**
 * platform.md 2.4 'Create your account', with a link to sign in. The provider's message is shown
 * when it refuses (platform.md 8); on success the customer goes on to verify the e-mail address.
 * `contactDetails` fills the names, e-mail and mobile number the visitor already gave (for a quote)
 * so they are not typed twice; they stay editable, and a password is never filled in.
 */
export function SignUpPage({
  contactDetails = NO_CONTACT_DETAILS,
}: {
  contactDetails?: ContactDetails;
}) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(signUpSchema, {
    firstName: contactDetails.firstName,
    lastName: contactDetails.lastName,
    email: contactDetails.email,
    phoneNo: contactDetails.phoneNo,
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const answer = await signUp(toSignUpPayload(values));
    if (isApiError(answer)) {
      setFormError(providerMessage(answer));
      return;
    }
    rememberPendingProfile({
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
    });
    // Sign-up is done: the verify screen takes its place in history, so Back never shows the
    // form again with the account already made.
    navigate(PATHS.verifyEmail, { replace: true, state: { email: values.email } });
  });

  return (
    <AccountLayout title={ACCOUNT_MESSAGES.createAccountTitle}>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
        <TextField
          id={FIELD_IDS.firstName}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={FIELD_IDS.lastName}
          label="Surname"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id={FIELD_IDS.email}
          label={WORDS.emailAddress}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id={FIELD_IDS.phoneNo}
          label="Mobile number"
          hint="For example 0871234567. We send your login codes to this number."
          {...MOBILE_NUMBER_INPUT}
          error={errors.phoneNo?.message}
          {...register('phoneNo')}
        />
        <TextField
          id={FIELD_IDS.password}
          label="Password"
          hint={ACCOUNT_VALIDATION_MESSAGES.passwordRule}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id={FIELD_IDS.confirmPassword}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <AccountSubmit busy={isSubmitting} busyLabel="Creating your account">
          Sign Up
        </AccountSubmit>
        <p className="account-form__aside">
          Already have an account? <Link to={PATHS.login}>{WORDS.logIn}</Link>
        </p>
      </form>
    </AccountLayout>
  );
}
