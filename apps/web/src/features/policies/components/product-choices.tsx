import type { ProductType } from '@wallet/domain';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../ui/button';
import { ProductIcon } from '../../../ui/icons';
import { productIconOf } from '../../../lib/web-product';

/** What choosing a product does: open a page, toggle a panel, or nothing (no policy of it). */
export type ProductChoiceAction =
  | { kind: 'link'; to: string }
  | { kind: 'toggle'; expanded: boolean; controls: string; onToggle: () => void }
  | { kind: 'unavailable'; reason: string };

export type ProductChoice = { type: ProductType; label: string; action: ProductChoiceAction };

/**
 * The product buttons of the documents menu and the Manage My Insurance dashboard. A product the
 * customer holds no policy of is a disabled button, and the reason is shown under it and tied to
 * it, so nobody is left guessing why it does nothing.
 */
export function ProductChoices({ choices, label }: { choices: ProductChoice[]; label: string }) {
  return (
    <ul className="policies-choices" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.type} className="policies-choice">
          <ChoiceControl choice={choice} />
        </li>
      ))}
    </ul>
  );
}

function ChoiceControl({ choice }: { choice: ProductChoice }): ReactNode {
  const icon = <ProductIcon product={productIconOf(choice.type)} size={24} />;
  const { action } = choice;
  if (action.kind === 'link') {
    return (
      <ButtonLink to={action.to} icon={icon} block>
        {choice.label}
      </ButtonLink>
    );
  }
  if (action.kind === 'toggle') {
    return (
      <Button
        icon={icon}
        block
        variant={action.expanded ? 'secondary' : 'primary'}
        aria-expanded={action.expanded}
        aria-controls={action.controls}
        onClick={action.onToggle}
      >
        {choice.label}
      </Button>
    );
  }
  const hintId = `policies-choice-${choice.type}-unavailable`;
  return (
    <>
      <Button icon={icon} block disabled aria-describedby={hintId}>
        {choice.label}
      </Button>
      <p id={hintId} className="policies-choice__hint">
        {action.reason}
      </p>
    </>
  );
}

/** Why a product's button is disabled. */
export function noPolicyOfType(label: string): string {
  return `You have no ${label.toLowerCase()} policies with us.`;
}
