import type { ReactNode } from 'react';

/** A complaint's facts as label and value rows (a definition list), in the order given. */
export function ComplaintFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="complaint-facts">
      {rows.map(([label, value]) => (
        <div className="complaint-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
