import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs work that changes the layout (messages appearing) only once the pointer press that caused
 * it is over. Focus moves when a press starts; anything that shifts the page before the release
 * moves what the customer pressed from under the pointer, and the press lands elsewhere or
 * nowhere. Without a press under way the work runs at once.
 */
export function useAfterPress(): (work: () => void) => void {
  const pressing = useRef(false);

  useEffect(() => {
    const press = () => {
      pressing.current = true;
    };
    const release = () => {
      pressing.current = false;
    };
    // Capture: the flag is set before the press moves focus, and cleared whatever is released on.
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);

  return useCallback((work: () => void) => {
    if (!pressing.current) {
      work();
      return;
    }
    const afterRelease = () => {
      document.removeEventListener('pointerup', afterRelease, true);
      document.removeEventListener('pointercancel', afterRelease, true);
      // After the click the release makes, which has found its target by then.
      setTimeout(work, 0);
    };
    document.addEventListener('pointerup', afterRelease, true);
    document.addEventListener('pointercancel', afterRelease, true);
  }, []);
}
