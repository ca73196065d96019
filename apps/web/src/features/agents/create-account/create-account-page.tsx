import {
  AGENT_MADE_ACCOUNT_NOTE,
  API_ERROR_MESSAGES,
  CREATE_ACCOUNT_MESSAGES,
  createAccountFormSchema,
  PORTFOLIO_CODE_MESSAGES,
  toCreateAccountPayload,
  WORDS,
  type CreateAccountResponse,
} from '@wallet/domain';
import { useState } from 'react';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorSummary } from '../../../ui/error-summary';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useRegisterUser } from '../api/create-customer-account';
import { refusalOf } from '../api/read-answer';
import { AgentPage } from '../components/agent-page';
import { OutcomeMessage, type Outcome } from '../components/outcome-message';
import { summaryOf } from '../../../ui/error-summary-lines';

export const CREATE_ACCOUNT_TITLE = 'Create Customer Account';
export const REGISTER_USER = 'Register User';
export const REGISTER_ANOTHER = 'Register another customer';

const FIELD_IDS = {
  firstName: 'create-account-first-name',
  lastName: 'create-account-last-name',
  phoneNo: 'create-account-mobile',
  email: 'create-account-email',
  portfolioCode: 'create-account-portfolio-code',
};

const EMPTY_FORM = { firstName: '', lastName: '', phoneNo: '', email: '', portfolioCode: '' };

/**
 * Issue 41: the spec has two portfolio-code formats, this page's and the Matching Service's
 * (platform.md 5), so the field says which one it wants and which one it does not.
 */
export const PORTFOLIO_CODE_HINT =
  'The 6-character code: 4 capital letters followed by 2 numbers, for example ABCD12. Not the long Matching Service code with dashes.';

/** A finished registration: the spec's message, and the new account's e-mail address if one was made. */
type Done = { outcome: Outcome; newAccountEmail: string | null };

/**
 * platform.md 8: a new account says the verification e-mail is on its way; an e-mail that had an
 * account already gets the match message instead.
 */
function successMessage(answer: CreateAccountResponse, email: string): string {
  return answer.existing_user
    ? PORTFOLIO_CODE_MESSAGES.matched(email)
    : CREATE_ACCOUNT_MESSAGES.success;
}

/**
 * platform.md 2.10, Create account (Register User): the customer's names, mobile, e-mail and
 * portfolio code (platform.md 5). The code is verified with the bank's register before the account
 * is created (platform.md 6); the account is the customer's to verify and set a password for.
 */
export function CreateAccountPage() {
  const register = useRegisterUser();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const form = useSchemaForm(createAccountFormSchema, EMPTY_FORM);
  const {
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await register.mutateAsync(toCreateAccountPayload(values));
      if (outcome.kind === 'unknown-portfolio-code') {
        setError('portfolioCode', { message: CREATE_ACCOUNT_MESSAGES.invalidPortfolioCode });
        return;
      }
      const { answer } = outcome;
      if (answer.successfully_paired) {
        setDone({
          outcome: { tone: 'success', message: successMessage(answer, values.email) },
          newAccountEmail: answer.existing_user ? null : values.email,
        });
        return;
      }
      const reason = answer.failure_reason ?? API_ERROR_MESSAGES.unexpected;
      if (reason === CREATE_ACCOUNT_MESSAGES.invalidPortfolioCode) {
        setError('portfolioCode', { message: reason });
      } else {
        setFormError(reason);
      }
    } catch (error) {
      setFormError(refusalOf(error)?.message ?? API_ERROR_MESSAGES.unexpected);
    }
  });

  if (done) {
    return (
      <AgentPage title={CREATE_ACCOUNT_TITLE}>
        <Card accent="primary">
          <OutcomeMessage outcome={done.outcome} focus />
          {done.newAccountEmail && <WhatTheCustomerReceives email={done.newAccountEmail} />}
          <div className="agent-actions">
            <Button
              onClick={() => {
                reset(EMPTY_FORM);
                setDone(null);
              }}
            >
              {REGISTER_ANOTHER}
            </Button>
          </div>
        </Card>
      </AgentPage>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <AgentPage
      title={CREATE_ACCOUNT_TITLE}
      lead="Register a customer for the Digital Insurance Wallet with their portfolio code."
    >
      <Card accent="primary">
        <form noValidate onSubmit={onSubmit} aria-labelledby="create-account-heading">
          <h2 id="create-account-heading" className="agent-section-title">
            {REGISTER_USER}
          </h2>
          <ErrorSummary
            errors={summaryOf(errors, FIELD_IDS, formError)}
            submitCount={submitCount}
          />
          <TextField
            id={FIELD_IDS.firstName}
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            id={FIELD_IDS.lastName}
            label="Surname"
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            id={FIELD_IDS.phoneNo}
            label="Mobile number"
            hint="For example 0871234567"
            {...MOBILE_NUMBER_INPUT}
            autoComplete="off"
            error={errors.phoneNo?.message}
            {...form.register('phoneNo')}
          />
          <TextField
            id={FIELD_IDS.email}
            label={WORDS.emailAddress}
            type="email"
            autoComplete="off"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id={FIELD_IDS.portfolioCode}
            label="Portfolio code"
            hint={PORTFOLIO_CODE_HINT}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.portfolioCode?.message}
            {...form.register('portfolioCode')}
          />
          <Button type="submit" disabled={submitting}>
            {REGISTER_USER}
          </Button>
          {submitting && (
            <p>
              <Spinner label="Registering the customer" />
            </p>
          )}
        </form>
      </Card>
    </AgentPage>
  );
}

/**
 * Decision 0032: under the spec's confirmation, what the customer will receive and do with it, so
 * the agent can tell them on the call.
 */
function WhatTheCustomerReceives({ email }: { email: string }) {
  return (
    <section aria-labelledby="customer-receives-heading">
      <h2 id="customer-receives-heading" className="agent-section-title">
        {AGENT_MADE_ACCOUNT_NOTE.heading}
      </h2>
      <ul>
        {AGENT_MADE_ACCOUNT_NOTE.lines(email).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
