import type { ExpandableCardStatus } from '../expandable-card';

/** home.md 4: default if never opened, success if opened and valid, warning if opened and invalid. */
export function cardStatusOf(opened: boolean, valid: boolean): ExpandableCardStatus {
  if (!opened) return 'default';
  return valid ? 'success' : 'warning';
}

/** Read by screen readers after the card's title, since the ring's colour says nothing to them. */
export const CARD_STATUS_LABELS: Record<ExpandableCardStatus, string | undefined> = {
  default: 'not started',
  success: 'complete',
  warning: 'has errors',
  none: undefined,
};
