/**
 * A line kept, empty, for words that come with the customer's data: the page drawn once they are
 * in puts everything where it was. Screen readers pass over it.
 */
export function KeptLine() {
  return <span aria-hidden="true">{'\u00a0'}</span>;
}
