import './wide-divider.css';

type WideDividerProps = {
  /** platform.md 2.12: default height 5 (px) and width 100 percent. */
  height?: number;
  width?: string;
};

export function WideDivider({ height = 5, width = '100%' }: WideDividerProps) {
  // Size is set through the CSS object model, which the Content-Security-Policy allows.
  return <hr className="wide-divider" style={{ height, width }} />;
}
