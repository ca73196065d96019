import { useState } from 'react';
import { SignUpPage } from '../../features/auth';
import { quoteContactDetails } from '../quote-contact-details';

/** /signup: Sign Up, with the contact details the visitor already gave for a quote. */
export function Component() {
  // Read once: the form keeps what the customer changes from here on.
  const [contactDetails] = useState(quoteContactDetails);
  return <SignUpPage contactDetails={contactDetails} />;
}
