import { act, screen, waitFor } from '@testing-library/react';
import { CARD_GATEWAY_MESSAGE_SOURCE, type HostedFieldsEvent } from '@wallet/domain';

type FrameEvent = HostedFieldsEvent extends infer E
  ? E extends HostedFieldsEvent
    ? Omit<E, 'source'>
    : never
  : never;

/**
 * Plays the gateway's hosted-fields frame: the real card-fields component listens for its
 * messages and posts its commands into the frame's window, as it would in a browser.
 */
export async function playCardFrame() {
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  const frameWindow = frame.contentWindow!;
  const commands: unknown[] = [];
  frameWindow.addEventListener('message', (event) => commands.push(event.data));
  const send = (event: FrameEvent) =>
    act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: CARD_GATEWAY_MESSAGE_SOURCE, ...event },
          source: frameWindow,
        }),
      );
    });
  await send({ type: 'ready' });
  return {
    commands,
    send,
    /** Waits for the page's tokenise command and answers it. */
    async answerTokenise(event: FrameEvent) {
      await waitFor(() => expect(commands).toHaveLength(1));
      await send(event);
    },
  };
}
