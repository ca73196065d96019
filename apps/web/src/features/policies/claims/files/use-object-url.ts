import { useEffect, useState } from 'react';

/**
 * An object URL for a blob (a file on the device, or one fetched with the session) while it is
 * shown, released when the blob changes or the component goes. Made in the effect, so a remount
 * (React's strict mode tries one) makes a new URL rather than keeping a released one.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
