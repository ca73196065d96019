import { useEffect, useRef } from 'react';

/**
 * Sends `request` once when a page opens (a quote's processing page): development's double
 * effects, or a re-render, must not ask an insurer twice. Nothing is sent for a null request.
 */
export function useSendOnArrival<Request>(
  request: Request | null,
  send: (request: Request) => void,
): void {
  const started = useRef(false);
  useEffect(() => {
    if (request === null || started.current) return;
    started.current = true;
    send(request);
  }, [request, send]);
}
