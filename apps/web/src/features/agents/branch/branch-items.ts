import type { Branch } from '@wallet/domain';
import type { TypeaheadItem } from '../../../ui/typeahead';

/** platform.md 2.12: a typeahead item is a value, a text and a key; for a branch, its name and id. */
export function branchItemsOf(branches: readonly Branch[]): TypeaheadItem[] {
  return branches.map((branch) => ({
    key: branch.id,
    value: branch.branch_name,
    text: branch.branch_name,
  }));
}
