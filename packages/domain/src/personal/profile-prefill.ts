import type { PersonalInsuranceType } from './personal-lists.js';

/**
 * platform.md 3.4: 'For non-home products ... the address is blank for travel.' The car form
 * takes the profile's address (the car is kept there); the travel form asks for it afresh, as a
 * trip may start from another address than the one on the profile.
 */
export function prefillsProfileAddress(insuranceType: PersonalInsuranceType): boolean {
  return insuranceType !== 'travel';
}
