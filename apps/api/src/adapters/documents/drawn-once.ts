/**
 * A PDF that is the same for every customer, drawn on first use and kept by its key. A failed
 * drawing is not kept: the next request draws it again.
 */
export function drawnOnce<Key>(draw: (key: Key) => Promise<Buffer>): (key: Key) => Promise<Buffer> {
  const drawn = new Map<Key, Promise<Buffer>>();
  return (key) => {
    let pdf = drawn.get(key);
    if (!pdf) {
      pdf = draw(key);
      pdf.catch(() => drawn.delete(key));
      drawn.set(key, pdf);
    }
    return pdf;
  };
}
