import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

export const IDLE_WARNING_TITLE = 'Are you still there?';
export const IDLE_CONTINUE = 'Continue';
export const IDLE_LOG_OUT = 'Log out now';

export function idleCountdownText(seconds: number): string {
  return `For your security, you will be logged out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** platform.md 4.3: the idle time-out warning with its countdown. Only an answer closes it. */
export function IdleWarning({
  isOpen,
  secondsLeft,
  onContinue,
  onLogOut,
}: {
  isOpen: boolean;
  secondsLeft: number;
  onContinue: () => void;
  onLogOut: () => void;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
      title={IDLE_WARNING_TITLE}
      isDismissable={false}
      role="alertdialog"
      size="small"
    >
      <p>{idleCountdownText(secondsLeft)}</p>
      <p>Select Continue to stay logged in.</p>
      <div className="idle-warning__actions">
        <Button autoFocus onClick={onContinue}>
          {IDLE_CONTINUE}
        </Button>
        <Button variant="secondary" onClick={onLogOut}>
          {IDLE_LOG_OUT}
        </Button>
      </div>
    </Modal>
  );
}
