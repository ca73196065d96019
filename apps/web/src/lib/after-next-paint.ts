/** How long to wait for word of the frame being shown before going ahead anyway. */
const SHOWN_WAIT_MS = 300;

function largestPaintReported(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * Resolves once the frame being prepared is on the screen. Code a screen does not need for its
 * first paint (decision 0008) waits for this, so that its download and its start-up do not hold
 * the screen up. Painting ends on the main thread well before the frame is shown, so the browser's
 * own word is awaited: the largest-contentful-paint entry of a frame painted from now on (its time
 * is when the frame was shown). A frame that adds nothing larger than what is on the screen gives
 * no entry, and the browser stops giving them after the first input, so after a short wait the
 * code loads anyway; so it does at once where paints are not reported (a test's document).
 */
export function afterNextPaint(): Promise<void> {
  if (!largestPaintReported()) return Promise.resolve();
  const since = performance.now();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(() => done(), SHOWN_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
