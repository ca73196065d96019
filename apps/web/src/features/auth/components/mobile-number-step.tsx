import { ACCOUNT_MESSAGES, PHONE, mobileNumberSchema, toInternationalMobile } from '@wallet/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { EditIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { updatePhoneNumber } from '../api/update-phone-number';
import { hasDeliveryNumber } from '../lib/after-sign-in';
import { summaryOf } from '../lib/form-errors';
import { pendingChallenge, setPendingChallenge } from '../lib/pending-challenge';
import { MOBILE_NUMBER_INPUT } from '../../../ui/mobile-number-input';

export const MOBILE_STEP_TITLE = 'Confirm your mobile number';
export const EDIT_MOBILE_LABEL = 'Edit mobile number';
export const SEND_CODE_LABEL = 'Send code';

type MobileValues = { phoneNo: string };

const FIELD_IDS = { phoneNo: 'mfa-mobile-number' };

/**
 * platform.md 2.2: the mobile-number step inside login. The number used for sign-in codes is
 * shown masked with an edit icon beside it; a new number gets a new code and the sign-in carries on
 * at the code screen.
 */
export function MobileNumberStep({ onCodeSent }: { onCodeSent: () => void }) {
  const challenge = pendingChallenge();
  const destination = challenge?.destination ?? '';
  const hasNumber = hasDeliveryNumber(destination);
  const [editing, setEditing] = useState(!hasNumber);
  const [formError, setFormError] = useState<string | null>(null);
  const hintId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<MobileValues>({
    defaultValues: { phoneNo: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async ({ phoneNo }) => {
    setFormError(null);
    if (!challenge) return;
    const answer = await updatePhoneNumber({
      user_name: challenge.email,
      phone_number: toInternationalMobile(phoneNo),
      session: challenge.session,
    });
    if (isApiError(answer)) {
      setFormError(ACCOUNT_MESSAGES.mobileUpdateFailed(PHONE.loginSupport));
      return;
    }
    setPendingChallenge({ ...challenge, session: answer.session, destination: answer.destination });
    onCodeSent();
  });

  return (
    <div className="mobile-step">
      <h2 id="mobile-step-title" className="login-page__card-title">
        {MOBILE_STEP_TITLE}
      </h2>
      <p id={hintId}>{ACCOUNT_MESSAGES.mfaMobileHint}</p>
      {hasNumber && (
        <div className="mobile-step__number">
          <span>
            Mobile number: <strong>{destination}</strong>
          </span>
          <Button
            variant="link"
            aria-describedby={hintId}
            aria-expanded={editing}
            icon={<EditIcon size={20} />}
            onClick={() => setEditing((value) => !value)}
          >
            <span className="visually-hidden">{EDIT_MOBILE_LABEL}</span>
          </Button>
        </div>
      )}
      {editing ? (
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary
            errors={summaryOf(errors, FIELD_IDS, formError)}
            submitCount={submitCount}
          />
          <TextField
            id={FIELD_IDS.phoneNo}
            label="Mobile number"
            hint="For example 0871234567"
            {...MOBILE_NUMBER_INPUT}
            error={errors.phoneNo?.message}
            {...register('phoneNo', {
              validate: (value) => {
                const result = mobileNumberSchema.safeParse(value);
                return result.success || result.error.issues[0]?.message;
              },
            })}
          />
          <Button
            type="submit"
            block
            disabled={isSubmitting}
            aria-disabled={isSubmitting || undefined}
          >
            {SEND_CODE_LABEL}
          </Button>
        </form>
      ) : (
        <Button block onClick={onCodeSent}>
          Continue
        </Button>
      )}
    </div>
  );
}
