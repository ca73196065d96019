import { MESSAGES } from '@wallet/domain';
import { useState } from 'react';
import { isOldBrowser } from '../../lib/old-browser';
import { AlertIcon } from '../../ui/icons';
import './old-browser-banner.css';

/** platform.md 2.1: an Internet Explorer (outdated browser) warning. */
export function OldBrowserBanner() {
  const [old] = useState(
    // Drawn at build time for a modern browser; an old one never runs the app to hydrate it.
    () => typeof navigator !== 'undefined' && isOldBrowser(navigator.userAgent),
  );
  if (!old) return null;
  return (
    <div className="old-browser-banner" role="alert">
      <AlertIcon size={22} />
      <p>{MESSAGES.oldBrowser}</p>
    </div>
  );
}
