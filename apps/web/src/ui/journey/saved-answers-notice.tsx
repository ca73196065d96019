import { useMutation } from '@tanstack/react-query';
import { Button } from '../button';
import { Notice } from '../notice';
import { GET_QUOTE_TEXTS } from './get-quote-texts';

/**
 * car-travel-payment.md 4: a form prefilled from the answers saved at the last sign-out says so,
 * with a way to start again: the saved answers are removed (`removeSaved`), then `onStartAgain`
 * empties the form, whether the removal worked or not.
 */
export function SavedAnswersNotice({
  removeSaved,
  onStartAgain,
}: {
  removeSaved: () => Promise<void>;
  onStartAgain: () => void;
}) {
  const remove = useMutation({ mutationFn: removeSaved });
  return (
    <Notice className="get-quote-page__saved-answers">
      <p>{GET_QUOTE_TEXTS.savedAnswers}</p>
      <Button
        variant="link"
        disabled={remove.isPending}
        onClick={() => remove.mutate(undefined, { onSettled: onStartAgain })}
      >
        {GET_QUOTE_TEXTS.startAgain}
      </Button>
    </Notice>
  );
}
