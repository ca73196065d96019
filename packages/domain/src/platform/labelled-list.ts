/**
 * A list of ids with each one's words, written once: the ids are the words' keys, in the order
 * they are written (the order forms and menus list them in), so an id cannot be listed without
 * its words or worded without being listed.
 */
export function labelledList<const Labels extends Record<string, string>>(
  labels: Labels,
): {
  ids: readonly [keyof Labels & string, ...(keyof Labels & string)[]];
  labels: Labels;
} {
  const ids = Object.keys(labels) as (keyof Labels & string)[];
  if (ids.length === 0) throw new RangeError('A labelled list has at least one id');
  return { ids: ids as [keyof Labels & string, ...(keyof Labels & string)[]], labels };
}
