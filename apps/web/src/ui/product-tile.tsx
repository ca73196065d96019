import clsx from 'clsx';
import { Link } from 'react-router';
import { ProductIcon, type ProductIconName } from './icons';
import './product-tile.css';

export const COMING_SOON_LABEL = 'Coming Soon';

type ProductTileProps = {
  product: ProductIconName;
  label: string;
  /** Where the tile leads; without it the tile is shown but is not a link. */
  to?: string;
  /** platform.md 2.12: depending on flags a tile carries a 'Coming Soon' line. */
  comingSoon?: boolean;
  className?: string;
};

/** platform.md 2.12: an icon and a label, filling the height of its grid cell. */
export function ProductTile({
  product,
  label,
  to,
  comingSoon = false,
  className,
}: ProductTileProps) {
  const content = (
    <>
      <span className="product-tile__icon">
        <ProductIcon product={product} size={40} />
      </span>
      <span className="product-tile__label">{label}</span>
      {comingSoon && (
        <>
          {' '}
          <span className="product-tile__soon">{COMING_SOON_LABEL}</span>
        </>
      )}
    </>
  );
  const classes = clsx('product-tile', comingSoon && 'product-tile--soon', className);
  return to ? (
    <Link to={to} className={classes}>
      {content}
    </Link>
  ) : (
    <div className={classes}>{content}</div>
  );
}
