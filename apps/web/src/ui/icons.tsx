import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (no icon font, no network request). Decorative by default: the text beside an
 * icon names it, so screen readers skip the drawing.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </Icon>
);

export const EditIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 16H3.5a.5.5 0 0 1-.5-.5V13a2 2 0 0 1 1.2-1.8L6 10.5l1.8-4A2 2 0 0 1 9.6 5.3h4.8a2 2 0 0 1 1.8 1.2l1.8 4 1.8.7A2 2 0 0 1 21 13v2.5a.5.5 0 0 1-.5.5H19" />
    <path d="M6 10.5h12" />
    <circle cx="7.5" cy="16.5" r="2" />
    <circle cx="16.5" cy="16.5" r="2" />
    <path d="M9.5 16.5h5" />
  </Icon>
);

export const TravelIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.5 13.5 3 11l1.5-1.5 8 1 4-4.5a2.1 2.1 0 0 1 3 3l-4.5 4 1 8L14.5 22 12 14.5" />
    <path d="M6 18.5 3.5 21" />
  </Icon>
);

export const PetIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5.5" cy="10" r="2" />
    <circle cx="9" cy="5.5" r="2" />
    <circle cx="15" cy="5.5" r="2" />
    <circle cx="18.5" cy="10" r="2" />
    <path d="M12 11c-3 0-5.5 4-5.5 6.5C6.5 19.5 8 20.5 9.5 20.5c1 0 1.6-.5 2.5-.5s1.5.5 2.5.5c1.5 0 3-1 3-3C17.5 15 15 11 12 11Z" />
  </Icon>
);

export const VanIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 6.5A1.5 1.5 0 0 1 3.5 5H14v11H2z" />
    <path d="M14 8h4l3 4v4h-7" />
    <circle cx="6.5" cy="17.5" r="2" />
    <circle cx="17" cy="17.5" r="2" />
  </Icon>
);

export const BusinessIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="1.5" />
    <path d="M8.5 7V5a1.5 1.5 0 0 1 1.5-1.5h4A1.5 1.5 0 0 1 15.5 5v2" />
    <path d="M3 12.5h18" />
  </Icon>
);

export const HealthIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20.5s-8-4.6-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 6-8 10.6-8 10.6Z" />
    <path d="M8 12.5h2.5l1-2 2 4 1-2H16" />
  </Icon>
);

export const LifeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m5.6 5.6 3.9 3.9M14.5 14.5l3.9 3.9M18.4 5.6l-3.9 3.9M9.5 14.5l-3.9 3.9" />
  </Icon>
);

export const PensionsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h16" />
    <path d="M6 20v-6M10 20V10M14 20v-8M18 20V6" />
  </Icon>
);

export const SavingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 10.5c0-3.6-3.4-6-7.5-6S4 7 4 10.5c0 2 1 3.7 2.5 4.8V19h3v-2h4v2h3v-3.7c1-.7 1.8-1.6 2.2-2.8H20v-3h-1.2" />
    <path d="M9 4.7 8 2.5M15.5 9h.01" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 16.5v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 2.5 5.2 2 2 0 0 1 4.5 3h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.5 10.8a16 16 0 0 0 4.7 4.7l1.2-1.2a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6 8.5 7 8.5-7" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5 2.5 20h19z" />
    <path d="M12 10v4.5M12 17.5h.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const PRODUCT_ICONS = {
  home: HomeIcon,
  car: CarIcon,
  travel: TravelIcon,
  pet: PetIcon,
  van: VanIcon,
  business: BusinessIcon,
  health: HealthIcon,
  life: LifeIcon,
  pensions: PensionsIcon,
  savings: SavingsIcon,
} as const;

export type ProductIconName = keyof typeof PRODUCT_ICONS;

export function ProductIcon({ product, ...props }: IconProps & { product: ProductIconName }) {
  const Component = PRODUCT_ICONS[product];
  return <Component {...props} />;
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);
