import { ACCOUNT_MESSAGES } from '@wallet/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { resendSignUpCode } from '../api/resend-sign-up-code';
import { providerMessage } from '../lib/form-errors';

export const RESEND_CODE_LABEL = 'Resend Verification Code';

type Outcome = { sent: true } | { sent: false; message: string } | null;

/**
 * platform.md 4.1 step 5 and 8: 'Resend Verification Code', then a notice that an email was
 * sent, or why it was not. `email` is read when pressed, so it follows what the field holds.
 */
export function ResendCode({
  email,
  onInvalidEmail,
}: {
  email: () => string;
  /** Called instead of sending when there is no e-mail address to send to. */
  onInvalidEmail?: () => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    const address = email().trim();
    if (!address) {
      onInvalidEmail?.();
      return;
    }
    setSending(true);
    setOutcome(null);
    const result = await resendSignUpCode(address);
    setSending(false);
    if (!isApiError(result)) setOutcome({ sent: true });
    else if (result.name === 'UserNotFoundException')
      setOutcome({ sent: false, message: ACCOUNT_MESSAGES.resendUserNotFound });
    else setOutcome({ sent: false, message: providerMessage(result) });
  };

  return (
    <div className="resend-code">
      <Button
        variant="link"
        onClick={() => void resend()}
        disabled={sending}
        aria-disabled={sending || undefined}
      >
        {RESEND_CODE_LABEL}
      </Button>
      <div role="status" aria-live="polite">
        {outcome?.sent && <Notice>{ACCOUNT_MESSAGES.resendSuccess}</Notice>}
      </div>
      <div role="alert">
        {outcome && !outcome.sent && <Notice tone="warning">{outcome.message}</Notice>}
      </div>
    </div>
  );
}
