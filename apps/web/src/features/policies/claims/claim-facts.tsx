import type { ReactNode } from 'react';

/** A claim's facts as label and value rows (a definition list), in the order given. */
export function ClaimFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="claim-facts">
      {rows.map(([label, value]) => (
        <div className="claim-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
