import type { AgentCustomer } from '@wallet/domain';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { AGENT_CHECKOUT_TEXTS as TEXT } from './agent-checkout-texts';

type AgentPayingForProps = {
  customer: AgentCustomer | undefined;
  pending: boolean;
};

/** The agent's payment page names the customer the policy is for, as the API knows them. */
export function AgentPayingFor({ customer, pending }: AgentPayingForProps) {
  if (pending) {
    return (
      <Card as="section" aria-label={TEXT.payingForTitle}>
        <Spinner label={TEXT.payingForLoading} />
      </Card>
    );
  }
  if (!customer) {
    return (
      <Notice tone="warning">
        <p>{TEXT.payingForFailed}</p>
      </Notice>
    );
  }
  return (
    <Card as="section" accent="primary" aria-labelledby="agent-paying-for-title">
      <h2 id="agent-paying-for-title" className="checkout-section-title">
        {TEXT.payingForTitle}
      </h2>
      <dl className="checkout-summary">
        <div>
          <dt>{TEXT.customerName}</dt>
          <dd className="checkout-summary__strong">
            {customer.first_name} {customer.last_name}
          </dd>
        </div>
        <div>
          <dt>{TEXT.customerEmail}</dt>
          <dd>{customer.email}</dd>
        </div>
      </dl>
      <p>{TEXT.payingForLead}</p>
    </Card>
  );
}
