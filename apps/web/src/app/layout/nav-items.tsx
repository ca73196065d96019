import { MESSAGES, PHONE, WORDS } from '@wallet/domain';
import clsx from 'clsx';
import { NavLink } from 'react-router';
import { PATHS } from '../../lib/paths';
import { ContactButton } from '../../ui/contact-button';
import { ProductIcon, UserIcon } from '../../ui/icons';
import { MenuButton } from '../../ui/menu-button';
import { AgentBranchSlot } from './agent-branch-slot';
import type { NavModel } from './nav-model';
import { productIconOf } from '../../lib/web-product';

export const NEW_QUOTE_LABEL = 'New Quote';
export const MANAGE_LABEL = 'Manage My Insurance';
export const ACCOUNT_LABEL = 'Your account';

/** The header's items; the desktop bar and the mobile panel lay the same list out differently. */
export function NavItems({ model, layout }: { model: NavModel; layout: 'bar' | 'panel' }) {
  const menuClass = layout === 'panel' ? 'menu-button--inline' : undefined;
  const toItems = (items: NavModel['newQuote']) =>
    items.map((item) => ({
      ...item,
      icon: item.product ? (
        <ProductIcon product={productIconOf(item.product)} size={20} />
      ) : undefined,
    }));

  return (
    <div className={clsx('nav-items', `nav-items--${layout}`)}>
      <ul className="nav-items__primary">
        <li>
          <NavLink to={PATHS.wallet} end className="nav-items__link">
            Home
          </NavLink>
        </li>
        {model.newQuote.length > 0 && (
          <li>
            <MenuButton
              label={NEW_QUOTE_LABEL}
              items={toItems(model.newQuote)}
              className={menuClass}
            />
          </li>
        )}
        {model.manage && (
          <li>
            <MenuButton
              label={MANAGE_LABEL}
              items={toItems(model.manage)}
              className={menuClass}
              emptyContent={
                <>
                  <p>{MESSAGES.noPolicies}</p>
                  <ContactButton
                    contact={{ type: 'phone', phoneNumber: PHONE.sales }}
                    label="Please call us on"
                    variant="secondary"
                  />
                </>
              }
            />
          </li>
        )}
        {model.workspace?.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className="nav-items__link">
              {item.label}
            </NavLink>
          </li>
        ))}
        {model.renew && (
          <li>
            <NavLink to={model.renew.to} className="nav-items__link">
              {model.renew.label}
            </NavLink>
          </li>
        )}
      </ul>
      <ul className="nav-items__account">
        {model.branchPicker && (
          <li>
            <AgentBranchSlot />
          </li>
        )}
        {model.user ? (
          <>
            <li className="nav-items__user">
              <UserIcon size={20} />
              <span>{model.user.firstName}</span>
            </li>
            {model.user.account && (
              <li>
                <NavLink to={model.user.account} className="nav-items__link">
                  {ACCOUNT_LABEL}
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={PATHS.logout} className="nav-items__link nav-items__link--outline">
                Logout
              </NavLink>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to={PATHS.login} className="nav-items__link nav-items__link--outline">
                {WORDS.logIn}
              </NavLink>
            </li>
            <li>
              <NavLink to={PATHS.signUp} className="nav-items__link nav-items__link--solid">
                Sign Up
              </NavLink>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
