import { PRODUCT_NAME } from '@wallet/domain';
/** The wordmark: a shield and the product's name, drawn inline so it is crisp at any size. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 196 36"
      width="196"
      height="36"
      role="img"
      aria-label={PRODUCT_NAME}
      focusable="false"
    >
      <path d="M18 2 4 7.5v9.7C4 26 10 33 18 35c8-2 14-9 14-17.8V7.5z" fill="currentColor" />
      <path
        d="m11.5 18.5 4.5 4.5 9-9"
        fill="none"
        stroke="var(--logo-contrast, #ffffff)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="42"
        y="16"
        fontFamily="var(--font-family)"
        fontSize="13"
        fontWeight="600"
        letterSpacing="1.5"
        fill="currentColor"
      >
        INSURANCE
      </text>
      <text
        x="42"
        y="33"
        fontFamily="var(--font-family)"
        fontSize="18"
        fontWeight="700"
        fill="currentColor"
      >
        Wallet
      </text>
    </svg>
  );
}
