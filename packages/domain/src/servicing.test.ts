import { describe, expect, it } from 'vitest';
import { PHONE } from './platform/contact.js';
import {
  amendPolicyKindOf,
  amendPolicyPage,
  breakdownAssistancePage,
  medicalAssistancePage,
  renewPolicyPage,
  submitClaimPage,
} from './servicing.js';
import { TRAVEL_CLAIM_NOTE } from './travel/travel-product.js';

describe('amend policy page', () => {
  it('reads the kind from the route, defaulting to other', () => {
    expect(amendPolicyKindOf('renewal')).toBe('renewal');
    expect(amendPolicyKindOf('travel')).toBe('travel');
    expect(amendPolicyKindOf('car')).toBe('car');
    expect(amendPolicyKindOf('home')).toBe('other');
    expect(amendPolicyKindOf(undefined)).toBe('other');
  });

  it('titles the renewal kind Amend Auto Renewal Policy and the others Amend Policy', () => {
    expect(amendPolicyPage('renewal').title).toBe('Amend Auto Renewal Policy');
    for (const kind of ['travel', 'car', 'other'] as const) {
      expect(amendPolicyPage(kind).title).toBe('Amend Policy');
    }
  });

  it('gives the travel, car and default numbers', () => {
    expect(amendPolicyPage('travel').contacts[0]!.phoneNumber).toBe('01 440 2787');
    expect(amendPolicyPage('car').contacts[0]!.phoneNumber).toBe('01 2901958');
    expect(amendPolicyPage('other').contacts[0]!.phoneNumber).toBe(PHONE.servicesTeam);
    expect(amendPolicyPage('renewal').contacts[0]!.phoneNumber).toBe(PHONE.servicesTeam);
  });
});

describe('assistance and renewal pages', () => {
  it('breakdown assistance gives the freephone number', () => {
    expect(breakdownAssistancePage().contacts[0]!.phoneNumber).toBe('1800 806 809');
  });

  it('medical assistance gives an international +353 1 number', () => {
    expect(medicalAssistancePage().contacts[0]!.phoneNumber).toMatch(/^\+353 1 /);
  });

  it('renew tells the customer to phone', () => {
    const page = renewPolicyPage();
    expect(page.intro).toMatch(/call/);
    expect(page.contacts[0]!.phoneNumber).toBe(PHONE.servicesTeam);
  });
});

describe('submit a claim page', () => {
  it('gives each product its claim line and the opening hours', () => {
    expect(submitClaimPage('home').contacts[0]!.phoneNumber).toBe(PHONE.homeClaims);
    expect(submitClaimPage('car').contacts[0]!.phoneNumber).toBe(PHONE.carClaims);
    expect(submitClaimPage('travel').contacts[0]!.phoneNumber).toBe(PHONE.travelClaims);
    expect(submitClaimPage('home').notes).toContain('Our lines are open Monday to Friday 9am-5pm.');
  });

  it('reminds travellers of the thirty-day limit only for travel', () => {
    expect(submitClaimPage('travel').notes).toContain(TRAVEL_CLAIM_NOTE);
    expect(submitClaimPage('home').notes).not.toContain(TRAVEL_CLAIM_NOTE);
  });
});
