import './skip-link.css';

export const SKIP_LINK_LABEL = 'Skip to main content';

/** The first stop in the tab order; jumps past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView?.();
      }}
    >
      {SKIP_LINK_LABEL}
    </a>
  );
}
