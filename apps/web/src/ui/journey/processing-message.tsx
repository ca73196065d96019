import { PageSpinner } from '../spinner';
import './processing-message.css';

/** A quote's processing page while the insurers answer: its words as the page's heading. */
export function ProcessingMessage({ text }: { text: string }) {
  return (
    <div className="quote-processing">
      <h1 className="quote-processing__title">{text}</h1>
      <PageSpinner label={text} />
    </div>
  );
}
