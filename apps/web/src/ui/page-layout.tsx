import clsx from 'clsx';
import type { ReactNode } from 'react';
import './page-layout.css';

type PageHeroProps = {
  title: ReactNode;
  /** A short line under the title. */
  lead?: ReactNode;
  /** A small line above the title (for example the product name). */
  eyebrow?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
};

/** The primary-blue band at the top of a page that holds its one h1. */
export function PageHero({ title, lead, eyebrow, icon, children }: PageHeroProps) {
  return (
    <div className="page-hero">
      <div className="page-hero__inner">
        {icon && <div className="page-hero__icon">{icon}</div>}
        <div className="page-hero__text">
          {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
          <h1 className="page-hero__title">{title}</h1>
          {lead && <p className="page-hero__lead">{lead}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}

/** The content column under the hero; `overlap` pulls the first cards up into the hero band. */
export function PageBody({
  children,
  overlap = false,
  narrow = false,
}: {
  children: ReactNode;
  overlap?: boolean;
  narrow?: boolean;
}) {
  return (
    <div
      className={clsx('page-body', overlap && 'page-body--overlap', narrow && 'page-body--narrow')}
    >
      {children}
    </div>
  );
}

/** A titled block of a page. */
export function PageSection({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx('page-section', className)}>
      {title && <h2 className="page-section__title">{title}</h2>}
      {children}
    </section>
  );
}
