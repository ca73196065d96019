import clsx from 'clsx';
import { contactHref, type ContactDescriptor } from '@wallet/domain';
import { MailIcon, PhoneIcon } from './icons';
import './contact-button.css';

type ContactButtonProps = {
  contact: ContactDescriptor;
  /** What the number or address is for, shown above it. */
  label?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
};

/** platform.md 2.12: a tel: or mailto: link (spaces removed), shown as a large tappable button. */
export function ContactButton({
  contact,
  label,
  variant = 'primary',
  className,
}: ContactButtonProps) {
  const shown = contact.type === 'phone' ? contact.phoneNumber : contact.email;
  const Icon = contact.type === 'phone' ? PhoneIcon : MailIcon;
  return (
    <a
      href={contactHref(contact)}
      className={clsx('contact-button', `contact-button--${variant}`, className)}
    >
      <span className="contact-button__icon">
        <Icon size={22} />
      </span>
      <span className="contact-button__text">
        {label && (
          <>
            <span className="contact-button__label">{label}</span>{' '}
          </>
        )}
        <span className="contact-button__value">{shown}</span>
      </span>
    </a>
  );
}
