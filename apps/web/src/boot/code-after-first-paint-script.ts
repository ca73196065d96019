// The classic script a drawn landing page loads its code with (code-after-first-paint.ts). The
// build bundles it into a file of its own (build/page-bundles.ts).
import { loadAppCodeAfterFirstPaint } from './code-after-first-paint';

loadAppCodeAfterFirstPaint(document.currentScript);
