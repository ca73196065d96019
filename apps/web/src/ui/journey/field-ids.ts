import type { FieldErrors, FieldValues } from 'react-hook-form';
import { addressFieldIds, isAddressFieldKey } from '../../lib/address/address-fields';
import type { SummaryError } from '../error-summary';

/** Every get-quote field's id comes from its form path, so the error summary can link to it. */
export function fieldIdOf(path: string): string {
  return `get-quote-${path.replace(/\./g, '-')}`;
}

type ErrorLeaf = { path: string; message: string };

function collect(node: unknown, path: string, into: ErrorLeaf[]) {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message && typeof record.type === 'string') {
    into.push({ path, message: record.message });
    return;
  }
  for (const [key, child] of Object.entries(record)) {
    // react-hook-form keeps the field's element and the raw type beside the message.
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'root') continue;
    collect(child, path ? `${path}.${key}` : key, into);
  }
}

/**
 * The id the address fields would give the input of a path ending in an address field
 * ('property.town', 'aboutYou.address.town'), if it is one.
 */
function addressFieldIdOf(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  const key = path.slice(dot + 1);
  if (dot < 1 || !isAddressFieldKey(key)) return undefined;
  return addressFieldIds(path.slice(0, dot))[key];
}

/** The element an error belongs to: the address fields' own, ours by id, or one found by name. */
function elementFor(path: string): HTMLElement | null {
  const addressId = addressFieldIdOf(path);
  return (
    (addressId ? document.getElementById(addressId) : null) ??
    document.getElementById(fieldIdOf(path)) ??
    document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`)
  );
}

/**
 * The error summary's lines in the order the fields appear on the page, each linked to its field
 * when the field is on the page.
 */
export function summaryErrorsOf<T extends FieldValues>(errors: FieldErrors<T>): SummaryError[] {
  const leaves: ErrorLeaf[] = [];
  collect(errors, '', leaves);
  const placed = leaves.map((leaf) => ({ ...leaf, element: elementFor(leaf.path) }));
  placed.sort((a, b) => {
    if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed.map(({ element, message }) =>
    element?.id ? { fieldId: element.id, message } : { message },
  );
}
