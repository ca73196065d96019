import {
  isoToDisplayDate,
  type CancellationKind,
  type CancellationResponse,
  irishDateAndTime,
} from '@wallet/domain';
import type { RefObject } from 'react';
import { PATHS } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { BackToManageLink } from '../manage/back-to-manage-link';
import { LEAVING_STEP_TEXTS as TEXT, LEAVING_TEXTS, settlementLine } from './leaving-texts';

/**
 * The acknowledgement, as the e-mail has it: the reference, when the request was received (Irish
 * time), the refund and the day it is paid by.
 */
export function LeavingAcknowledgement({
  kind,
  receipt,
  headingRef,
}: {
  kind: CancellationKind;
  receipt: CancellationResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const received = irishDateAndTime(receipt.received_at);
  const paidBy =
    receipt.settlement_cents > 0 && receipt.refund_by
      ? `, paid by ${isoToDisplayDate(receipt.refund_by) ?? receipt.refund_by}`
      : '';
  return (
    <Card as="section" accent="primary" aria-labelledby="leaving-step-title">
      <h2 id="leaving-step-title" className="policies-heading" ref={headingRef} tabIndex={-1}>
        {LEAVING_TEXTS[kind].confirmed}
      </h2>
      <div className="leaving-text">
        <p>
          Your reference: <strong className="leaving-reference">{receipt.reference}</strong>
        </p>
        {received && (
          <p>
            Received on {received.date} at {received.time}
          </p>
        )}
        <p className="leaving-result">{`${settlementLine(receipt)}${paidBy}.`}</p>
        {receipt.instalments_stopped && <p>{TEXT.directDebitsStop}</p>}
        <p>{TEXT.emailed}</p>
      </div>
      <div className="leaving-buttons">
        <ButtonLink to={PATHS.policyDocuments(receipt.policy_id)} variant="primary">
          {TEXT.documentsLink}
        </ButtonLink>
        <BackToManageLink to={PATHS.manage} label={TEXT.backToManage} />
      </div>
    </Card>
  );
}
