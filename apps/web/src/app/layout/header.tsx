import { boughtProductTypes, DESKTOP_MIN_WIDTH_PX, SESSION_TIMINGS } from '@wallet/domain';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useFeatureFlags } from '../../features/flags';
import { useProfile } from '../../features/profile';
import { PATHS } from '../../lib/paths';
import { isAgent, useSession } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { buildNavModel, type NavModel } from './nav-model';
import { NavItems } from './nav-items';
import './header.css';

export const MAIN_NAV_LABEL = 'Main';
export const BURGER_LABEL = 'Menu';
const MOBILE_MENU_ID = 'mobile-menu';

/** platform.md 2.7: the header, as a bar on desktop (992 px and up) and a burger menu below. */
export function Header() {
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  const flags = useFeatureFlags();
  const session = useSession();
  const { profile } = useProfile();
  const signedIn = session.status === 'signed-in';
  const model = buildNavModel({
    flags,
    signedIn,
    agent: isAgent(session.user),
    claimsHandler: session.user?.role === 'claims_handler',
    firstName: session.user?.given_name || profile.first_name || 'My account',
    boughtProducts: boughtProductTypes(profile),
  });

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={PATHS.wallet} className="site-header__logo">
          <Logo />
        </Link>
        {isDesktop ? (
          <nav aria-label={MAIN_NAV_LABEL} className="site-header__nav">
            <NavItems model={model} layout="bar" />
          </nav>
        ) : (
          <MobileMenu model={model} />
        )}
      </div>
    </header>
  );
}

/**
 * The burger menu. Pointer toggles closer together than the spec's debounce are ignored (a
 * double tap must not open and shut the menu at once); keyboard toggles always apply.
 */
function MobileMenu({ model }: { model: NavModel }) {
  const [open, setOpen] = useState(false);
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const fromKeyboard = event.detail === 0;
    const now = performance.now();
    if (!fromKeyboard && now - lastToggle.current < SESSION_TIMINGS.menuToggleDebounceMs) return;
    lastToggle.current = now;
    setOpen((value) => !value);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__burger"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>{BURGER_LABEL}</span>
      </button>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={MAIN_NAV_LABEL}
        className="site-header__panel"
        hidden={!open}
      >
        <NavItems model={model} layout="panel" />
      </nav>
    </>
  );
}
