import { useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useAfterPress } from '../../lib/after-press';
import { Button } from '../button';
import { ExpandableCard } from '../expandable-card';
import { CARD_STATUS_LABELS, cardStatusOf } from './card-status';

/*
 * The car and travel get-quote pages (car-travel-payment.md 2): one form of collapsible cards,
 * each with its status ring, a Continue button that checks a card before opening the next, and a
 * submit that opens every card. This module holds what the two share.
 */

const CONTROLS = 'input, select, textarea, button';

/** The control to focus for a card's first field in error (a radio group marks its group). */
function firstInvalidControlIn(card: HTMLElement | null | undefined): HTMLElement | null {
  const invalid = card?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  return invalid.matches(CONTROLS) ? invalid : invalid.querySelector<HTMLElement>(CONTROLS);
}

/**
 * Focuses a card's first field in error once its errors are drawn: the check has answered, but
 * the messages and aria-invalid marks may arrive a frame or two later.
 */
export function focusFirstInvalidField(card: () => HTMLElement | null | undefined, framesLeft = 5) {
  requestAnimationFrame(() => {
    const field = firstInvalidControlIn(card());
    if (!field) {
      if (framesLeft > 0) focusFirstInvalidField(card, framesLeft - 1);
      return;
    }
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  });
}

/** What a card's frame needs from the page's steps. */
export interface CardFrameState {
  opened: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
  frameRef: (element: HTMLElement | null) => void;
}

/**
 * Which cards have been opened (their rings show) and which are open, the Continue between them
 * and the submit's marking of every card. `initiallyOpened` is what the journey remembers;
 * `rememberOpened` keeps a newly opened card there. The first card starts open.
 */
export function useCardSteps<Card extends string>({
  cards,
  initiallyOpened,
  checkCard,
  rememberOpened,
}: {
  cards: readonly Card[];
  initiallyOpened: Record<Card, boolean>;
  /** Checks a card's answers, showing their messages; true when they pass. */
  checkCard: (card: Card) => Promise<boolean>;
  rememberOpened: (opened: Partial<Record<Card, boolean>>) => void;
}) {
  const everyCard = (value: boolean) =>
    Object.fromEntries(cards.map((card) => [card, value])) as Record<Card, boolean>;
  const [opened, setOpened] = useState(initiallyOpened);
  const [open, setOpen] = useState<Record<Card, boolean>>(() => ({
    ...initiallyOpened,
    [cards[0]!]: true,
  }));
  const frames = useRef<Partial<Record<Card, HTMLElement | null>>>({});
  const afterPress = useAfterPress();

  const markOpened = (card: Card) => {
    if (opened[card]) return;
    setOpened((current) => ({ ...current, [card]: true }));
    rememberOpened({ [card]: true } as Partial<Record<Card, boolean>>);
  };

  /**
   * A card the customer has left shows its status ring, so it shows the messages behind it too: a
   * warning ring always comes with the fields' messages.
   */
  const continueTo = async (from: Card, to: Card) => {
    markOpened(from);
    if (!(await checkCard(from))) {
      // The card stops here: its first field in error takes focus, its message beside it.
      focusFirstInvalidField(() => frames.current[from]);
      return;
    }
    setOpen((current) => ({ ...current, [to]: true }));
    // The next card's header takes focus, so keyboard and screen reader users carry on there.
    requestAnimationFrame(() => {
      const frame = frames.current[to];
      frame?.querySelector<HTMLElement>('.expandable-card__header')?.focus();
      frame?.scrollIntoView?.({ block: 'start' });
    });
  };

  const allOpened = everyCard(true);

  /** A submit checks every card, so every card shows its ring and its messages. */
  const openAll = () => {
    rememberOpened(allOpened);
    setOpened(allOpened);
    setOpen(allOpened);
  };

  /** An emptied form: no ring shows, the first card is open. */
  const restart = () => {
    setOpened(everyCard(false));
    setOpen({ ...everyCard(false), [cards[0]!]: true });
  };

  const frameOf = (card: Card): CardFrameState => ({
    opened: opened[card],
    open: open[card],
    onOpenChange: (isOpen) => setOpen((current) => ({ ...current, [card]: isOpen })),
    onLeave: () => {
      markOpened(card);
      // The messages wait for the press that left the card (on another card's header, say).
      afterPress(() => void checkCard(card));
    },
    frameRef: (element) => {
      frames.current[card] = element;
    },
  });

  return { opened, allOpened, noneOpened: everyCard(false), continueTo, openAll, restart, frameOf };
}

/**
 * A card with its status ring (car-travel-payment.md 2), worked out from the whole form as it is
 * typed. `isValid` is undefined until the schemas arrive: until then an opened card shows no
 * status.
 */
export function JourneyCardFrame({
  title,
  state,
  isValid,
  children,
}: {
  title: string;
  state: CardFrameState;
  isValid: ((forms: FieldValues) => boolean) | undefined;
  children: ReactNode;
}) {
  const forms = useWatch();
  const { opened, open, onOpenChange, onLeave, frameRef } = state;
  const checked = opened && isValid !== undefined;
  const status = cardStatusOf(checked, checked && isValid(forms));
  return (
    <div
      ref={frameRef}
      className="journey-card"
      // A press on words inside the card (a consent's label) moves focus here, not out of the
      // card: leaving is not checked on the press, so no message shifts the words before the
      // release and the press ticks the box it meant to.
      tabIndex={-1}
      onBlur={(event) => {
        // A card counts as opened once the customer has been in it and moved on: not when the
        // window loses focus (a document the card links opening in a new tab, another app).
        if (event.relatedTarget === null && !document.hasFocus()) return;
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <ExpandableCard
        title={title}
        status={status}
        statusLabel={CARD_STATUS_LABELS[status]}
        headingLevel={2}
        open={open}
        onOpenChange={onOpenChange}
      >
        {children}
      </ExpandableCard>
    </div>
  );
}

/** The button at the foot of a card that checks it and opens the next: 'Continue to Your trip'. */
export function ContinueButton({ to, onClick }: { to: string; onClick: () => void }) {
  return (
    <div className="get-quote-form__actions">
      <Button variant="secondary" onClick={onClick}>
        {`Continue to ${to}`}
      </Button>
    </div>
  );
}
