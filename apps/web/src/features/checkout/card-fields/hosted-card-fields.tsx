/**
 * The card gateway's hosted fields (car-travel-payment.md 7): card number, expiry and CVV live in
 * a sandboxed iframe of the gateway, so the app's code never sees them.
 *
 * Use: render `<HostedCardFields ref={handle} id accountId amountCents onValidityChange />` and, on
 * Buy, `await handle.current.tokenise(nameOnCard)`. It resolves with `{ token, brand, last4 }` or
 * rejects with a CardProviderFailure (`message`, `code`), shown with formatProviderError. When Buy
 * finds the card not yet valid, `handle.current.showProblems()` has the frame show each field's
 * message; the frame element carries `id`, for the error summary's link.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  CARD_CURRENCY,
  CARD_FRAME_INSET_PX,
  CARD_GATEWAY_MESSAGE_SOURCE,
  CARD_PROVIDER_ERRORS,
  hostedFieldsEventSchema,
  hostedFieldsUrl,
  type CardAccountId,
  type CardToken,
  type HostedFieldsCommand,
} from '@wallet/domain';
import { Spinner } from '../../../ui/spinner';
import './hosted-card-fields.css';

/** car-travel-payment.md 9: card fields load 500 ms after the script. */
export const CARD_FIELDS_LOAD_DELAY_MS = 500;
/** Room for the three fields until the frame reports its own height. */
const INITIAL_HEIGHT_PX = 260;

/**
 * The frame reaches past its box by the page's padding on every side, so the card fields inside
 * it line up with the fields of the app's form while their focus rings still fit in the frame.
 */
const FRAME_PLACEMENT = {
  width: `calc(100% + ${2 * CARD_FRAME_INSET_PX}px)`,
  margin: `-${CARD_FRAME_INSET_PX}px`,
};

/** A provider's refusal (or the gateway being unreachable), with the code the customer sees. */
export class CardProviderFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CardProviderFailure';
  }
}

export interface HostedCardFieldsHandle {
  tokenise(cardHolderName: string): Promise<CardToken>;
  showProblems(): void;
}

export interface HostedCardFieldsProps {
  /** The frame's id. */
  id: string;
  accountId: CardAccountId;
  amountCents: number;
  onValidityChange(valid: boolean): void;
  ref?: Ref<HostedCardFieldsHandle>;
}

interface PendingTokenise {
  resolve(token: CardToken): void;
  reject(failure: CardProviderFailure): void;
}

const unavailable = () =>
  new CardProviderFailure(
    CARD_PROVIDER_ERRORS.gatewayUnavailable.message,
    CARD_PROVIDER_ERRORS.gatewayUnavailable.code,
  );

export function HostedCardFields({
  id,
  accountId,
  amountCents,
  onValidityChange,
  ref,
}: HostedCardFieldsProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const pending = useRef<PendingTokenise | null>(null);
  const [loading, setLoading] = useState(true);
  const [height, setHeight] = useState(INITIAL_HEIGHT_PX);
  const validityListener = useRef(onValidityChange);
  validityListener.current = onValidityChange;

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), CARD_FIELDS_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      // The frame's origin is opaque ('null'), so the window it comes from is what identifies it.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = hostedFieldsEventSchema.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') ready.current = true;
      else if (message.type === 'validity') validityListener.current(message.valid);
      else if (message.type === 'height') setHeight(Math.max(message.height, 1));
      else if (message.type === 'result') {
        pending.current?.resolve({
          token: message.token,
          brand: message.brand,
          last4: message.last4,
        });
        pending.current = null;
      } else {
        pending.current?.reject(new CardProviderFailure(message.message, message.code));
        pending.current = null;
      }
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      pending.current?.reject(unavailable());
      pending.current = null;
    };
  }, []);

  const tokenise = useCallback(
    (cardHolderName: string) =>
      new Promise<CardToken>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target || !ready.current || pending.current) {
          reject(unavailable());
          return;
        }
        pending.current = { resolve, reject };
        const command: HostedFieldsCommand = {
          source: CARD_GATEWAY_MESSAGE_SOURCE,
          type: 'tokenise',
          cardHolderName,
          amountCents,
          currency: CARD_CURRENCY,
          accountId,
        };
        // A sandboxed frame's origin is opaque and cannot be named; only that frame gets this.
        target.postMessage(command, '*');
      }),
    [accountId, amountCents],
  );

  const showProblems = useCallback(() => {
    const command: HostedFieldsCommand = { source: CARD_GATEWAY_MESSAGE_SOURCE, type: 'check' };
    frame.current?.contentWindow?.postMessage(command, '*');
  }, []);

  useImperativeHandle(ref, () => ({ tokenise, showProblems }), [tokenise, showProblems]);

  return (
    <div className="hosted-card-fields">
      {loading ? (
        <Spinner label="Loading card fields" />
      ) : (
        <iframe
          id={id}
          ref={frame}
          className="hosted-card-fields__frame"
          title="Card details"
          src={hostedFieldsUrl(window.location.origin)}
          sandbox="allow-scripts allow-forms"
          style={FRAME_PLACEMENT}
          height={height}
        />
      )}
    </div>
  );
}
