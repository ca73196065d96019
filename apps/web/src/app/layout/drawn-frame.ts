import { useSyncExternalStore } from 'react';

/**
 * Whether the build is drawing a returning customer's frame (decision 0041). A frame has no
 * footer: under a short frame the footer would be on the screen, the largest text there, and be
 * drawn again lower down once the page is in. Only the build sets it; a browser never does.
 */
let drawingFrame = false;

/** The build draws frames from here on (true), or pages as they are (false). */
export function drawFrames(on: boolean): void {
  drawingFrame = on;
}

const unchanging = () => () => undefined;

/** Whether this render is the build's drawing of a frame. */
export function useDrawingFrame(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => drawingFrame,
  );
}
