import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

export const YES = 'Yes';
export const NO = 'No';

/**
 * platform.md 4.4: a question the agent answers before a portfolio code is changed or deleted.
 * It cannot be dismissed: only Yes or No closes it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  onAnswer,
}: {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  onAnswer: (yes: boolean) => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onAnswer(false)}
      title={title}
      role="alertdialog"
      isDismissable={false}
      size="small"
    >
      {children}
      <div className="agent-actions">
        <Button onClick={() => onAnswer(true)}>{YES}</Button>
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          {NO}
        </Button>
      </div>
    </Modal>
  );
}
