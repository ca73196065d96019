import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import clsx from 'clsx';
import './modal.css';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog for assistive technology as well as heading it. */
  title: ReactNode;
  /** A function receives `close` so actions inside the dialog can dismiss it. */
  children: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /** When false, neither Escape nor a click outside closes it: the user must act on its content. */
  isDismissable?: boolean;
  /** Accessible name of the corner close button; without it the button is not drawn. */
  closeLabel?: string;
  /** 'alertdialog' for interruptions that need an answer, such as the idle time-out warning. */
  role?: 'dialog' | 'alertdialog';
  size?: ModalSize;
  className?: string;
}

/**
 * platform.md 2.12: while shown, page scrolling is disabled and restored on close; React Aria's
 * modal overlay does that and keeps focus inside the dialog.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  closeLabel,
  role = 'dialog',
  size = 'medium',
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={clsx('modal', `modal--${size}`, className)}>
        <Dialog className="modal__dialog" role={role}>
          {({ close }) => (
            <>
              <div className="modal__header">
                <Heading slot="title" className="modal__title">
                  {title}
                </Heading>
                {isDismissable && closeLabel ? (
                  <Button className="modal__close" aria-label={closeLabel} onPress={close}>
                    <span aria-hidden="true">×</span>
                  </Button>
                ) : null}
              </div>
              <div className="modal__body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
