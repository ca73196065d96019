import { useQueryClient } from '@tanstack/react-query';
import { confirmDetailCodeSchema, type SignInDetails } from '@wallet/domain';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { PATHS } from '../../../lib/paths';
import { renameSignedInEmail } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { summaryOf } from '../../../ui/error-summary-lines';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { confirmDetailChange, type DetailChanged } from '../api/confirm-detail-change';
import { signInDetailsQueryKey } from '../api/get-sign-in-details';
import { PROFILE_QUERY_ROOT } from '../api/get-profile';

/** Every profile query, whoever's: the e-mail or mobile it shows has changed. */
import { ACCOUNT_TEXTS } from './account-texts';
import { ChangeDetailFrame } from './change-detail-frame';
import { Card } from '../../../ui/card';
import { DetailSubmit } from './detail-submit';
import { showServerProblems } from './server-problems';

const TEXT = ACCOUNT_TEXTS.code;
const FIELD_IDS = { code: 'detail-code' };

/** Where Your account is told what changed, to say so at the top. */
export type AccountDone = { done: string };

/**
 * The second step of a new address or mobile: the code that came to it. Once it is right, Your
 * account shows the change; 'Send a new code' goes back to the first step.
 */
export function CodeStep({
  detail,
  destination,
  confirmLabel,
  doneMessage,
  onAgain,
}: {
  detail: DetailChanged;
  destination: string;
  confirmLabel: string;
  doneMessage: string;
  onAgain: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useSchemaForm(confirmDetailCodeSchema, { code: '' });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    let details: SignInDetails;
    try {
      details = await confirmDetailChange(detail, code);
    } catch (error) {
      setFormError(showServerProblems(error, ['code'], setError));
      return;
    }
    queryClient.setQueryData(signInDetailsQueryKey, details);
    renameSignedInEmail(details.email);
    await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    navigate(PATHS.account, { state: { done: doneMessage } satisfies AccountDone });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={confirmLabel}>
      <ErrorSummary errors={summaryOf(errors, FIELD_IDS, formError)} submitCount={submitCount} />
      <p role="status">{TEXT.sentTo(destination)}</p>
      <TextField
        id={FIELD_IDS.code}
        label={TEXT.label}
        hint={TEXT.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="account-form__code"
        error={errors.code?.message}
        {...register('code')}
      />
      <DetailSubmit busy={isSubmitting} busyLabel={TEXT.checking}>
        {confirmLabel}
      </DetailSubmit>
      <p className="account-form__again">
        <Button type="button" variant="link" onClick={onAgain}>
          {TEXT.again}
        </Button>
      </p>
    </form>
  );
}

/**
 * A page that changes the sign-in address or the mobile: the first step's form (`children`)
 * until a code has been sent to the new one, then the code.
 */
export function DetailThenCode({
  detail,
  texts,
  sent,
  onAgain,
  children,
}: {
  detail: DetailChanged;
  texts: { title: string; lead: string; use: string; done: string };
  sent: { destination: string } | null;
  onAgain: () => void;
  children: ReactNode;
}) {
  return (
    <ChangeDetailFrame title={texts.title} lead={texts.lead}>
      <Card>
        {sent ? (
          <CodeStep
            detail={detail}
            destination={sent.destination}
            confirmLabel={texts.use}
            doneMessage={texts.done}
            onAgain={onAgain}
          />
        ) : (
          children
        )}
      </Card>
    </ChangeDetailFrame>
  );
}
