import {
  DOCUMENT_ON_REQUEST_MESSAGES as M,
  DOCUMENT_ON_REQUEST_WORDS as WORDS,
  documentsOnRequestFor,
  productFactsOfPolicyType,
  type DocumentOnRequestKind,
  type ProfilePolicy,
  irishToday,
} from '@wallet/domain';
import { useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FieldError } from '../../../ui/field-error';
import { Spinner } from '../../../ui/spinner';
import { useRequestDocument } from '../api/request-document';

export const DOCUMENTS_ON_REQUEST_TEXTS = {
  title: 'Get a new document',
  lead: 'We make it straight away and add it to your documents.',
  making: (kind: DocumentOnRequestKind) => `Making your ${WORDS[kind].noun}`,
} as const;

/** The API's reason for refusing (fieldErrors.kind), else a message to try again. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return M.failed;
  const body = error.detail.body as { fieldErrors?: { kind?: unknown } } | undefined;
  const kind = body?.fieldErrors?.kind;
  const message = Array.isArray(kind) ? kind.find((m) => typeof m === 'string') : undefined;
  return typeof message === 'string' ? message : M.failed;
}

/**
 * Issue 45: the documents a customer may have made now for this policy, as the domain's rules
 * allow (a car's replacement disc and no-claims bonus statement, any policy's proof-of-cover
 * letter while in force). Once made, the document shows in the list and the page says so.
 */
export function DocumentsOnRequest({
  policy,
  today = irishToday(),
}: {
  policy: ProfilePolicy;
  /** YYYY-MM-DD, Irish time. */
  today?: string;
}) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [made, setMade] = useState<DocumentOnRequestKind | null>(null);
  const requesting = useRequestDocument(policy);
  const kinds = documentsOnRequestFor(
    productFactsOfPolicyType(policy.policy_type),
    { status: policy.status, startDate: policy.start_date, endDate: policy.end_date },
    today,
  );
  if (kinds.length === 0) return null;

  const ask = (kind: DocumentOnRequestKind) => {
    if (requesting.isPending) return;
    setMade(null);
    requesting.mutate(kind, {
      onSuccess: () => {
        setMade(kind);
        requestAnimationFrame(() => statusRef.current?.focus());
      },
    });
  };

  return (
    <Card
      as="section"
      className="documents-on-request"
      aria-labelledby="documents-on-request-title"
    >
      <h2 id="documents-on-request-title" className="policies-heading">
        {DOCUMENTS_ON_REQUEST_TEXTS.title}
      </h2>
      <p>{DOCUMENTS_ON_REQUEST_TEXTS.lead}</p>
      <ul className="documents-on-request__list">
        {kinds.map((kind) => {
          const errorId = `document-on-request-${kind}-error`;
          const failed = requesting.isError && requesting.variables === kind;
          const pending = requesting.isPending && requesting.variables === kind;
          return (
            <li key={kind}>
              <FieldError id={errorId} message={failed ? refusalOf(requesting.error) : undefined} />
              <Button
                variant="secondary"
                block
                aria-disabled={requesting.isPending || undefined}
                aria-describedby={failed ? errorId : undefined}
                onClick={() => ask(kind)}
              >
                {pending ? (
                  <span className="policies-button-progress">
                    <Spinner label={DOCUMENTS_ON_REQUEST_TEXTS.making(kind)} /> {WORDS[kind].action}
                  </span>
                ) : (
                  WORDS[kind].action
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {/* Always on the page, so what it comes to say is announced. */}
      <div role="status">
        {made && (
          <p ref={statusRef} tabIndex={-1} className="documents-on-request__made">
            {M.made(made)}
          </p>
        )}
      </div>
    </Card>
  );
}
