import './field-error.css';

/** platform.md 2.12: a field's error, announced assertively; the field points at it by id. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert" aria-live="assertive">
      <span className="visually-hidden">Error:</span> {message}
    </p>
  );
}
