import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { quoteCallFailure } from './quote-call-failure';
import { useSendOnArrival } from '../../lib/use-send-on-arrival';
import { ProcessingMessage } from './processing-message';
import { QuoteErrorView, type QuoteErrorReason, type QuoteErrorTexts } from './quote-error-view';

/** Why the processing page shows the error view in its place, with the quote's reference. */
export type QuoteFailure = { reason: QuoteErrorReason; quoteReference?: string };

/**
 * /wallet/getquotethankyou/{car or travel} (car-travel-payment.md 2 'Processing page'): says the
 * quote is being processed while the insurer answers, sends the request once, and shows the error
 * view in its place when the answer gives no quote. A null request (nothing submitted, or values
 * that cannot be sent) shows the error view at once (section 4).
 *
 * `onAnswer` stores the answer and goes on to the quote; it answers the failure to show instead,
 * or null once it has gone on. `request` must keep its identity between renders.
 */
export function QuoteProcessingPage<Request extends { quote_reference?: string | null }, Answer>({
  request,
  createQuote,
  onAnswer,
  processingText,
  errorTexts,
}: {
  request: Request | null;
  createQuote: (request: Request) => Promise<Answer>;
  onAnswer: (answer: Answer) => QuoteFailure | null;
  processingText: string;
  errorTexts: QuoteErrorTexts;
}) {
  const [failure, setFailure] = useState<QuoteFailure | null>(
    request ? null : { reason: 'failure' },
  );
  const { mutate } = useMutation({
    mutationFn: createQuote,
    onSuccess: (answer) => {
      const shown = onAnswer(answer);
      if (shown) setFailure(shown);
    },
    onError: (error) => setFailure(quoteCallFailure(error, request?.quote_reference ?? undefined)),
  });

  useSendOnArrival(request, mutate);

  if (failure) return <QuoteErrorView texts={errorTexts} {...failure} />;
  return <ProcessingMessage text={processingText} />;
}
