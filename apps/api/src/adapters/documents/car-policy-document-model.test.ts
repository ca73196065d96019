import { euroToCents, formatEuro } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { rateRsaCar } from '../insurers/index.js';
import { carWorkedExampleRequest } from '../insurers/car-rating-examples.js';
import {
  ADDITIONAL_BENEFITS,
  DAUGHTER,
  MOTOR_TEST_IBAN,
  NCD_PROTECTION,
  carPolicyInput,
  type CarPolicyInputOptions,
} from './car-policy-document-fixtures.js';
import { carPolicyDocuments, type CarPolicyDocumentInput } from './car-policy-document-model.js';
import type { DocumentBlock, PolicyDocumentContent } from './policy-documents-port.js';

type TableBlock = Extract<DocumentBlock, { kind: 'table' }>;
type ParagraphBlock = Extract<DocumentBlock, { kind: 'paragraph' }>;

function documentsOf(input: CarPolicyDocumentInput) {
  const set = carPolicyDocuments(input);
  const document = (name: string): PolicyDocumentContent => {
    const found = set.documents.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No ${name} document`);
    return found;
  };
  const tables = (name: string) =>
    document(name).blocks.filter((block): block is TableBlock => block.kind === 'table');
  const table = (name: string, title: string) => {
    const found = tables(name).find((block) => block.title === title);
    if (!found) throw new Error(`No '${title}' table on ${name}`);
    return found;
  };
  const rows = (name: string, title: string) =>
    Object.fromEntries(table(name, title).rows.map((row) => [row.label, row.value]));
  const paragraphs = (name: string) =>
    Object.fromEntries(
      document(name)
        .blocks.filter((block): block is ParagraphBlock => block.kind === 'paragraph')
        .map((block) => [block.heading, block.text]),
    );
  return { set, document, tables, table, rows, paragraphs };
}

const documents = (options?: CarPolicyInputOptions) => documentsOf(carPolicyInput(options));

describe('the car policy’s document set', () => {
  it('issues the certificate, the disc, the schedule and the no claims statement, in that order', () => {
    const { set } = documents();
    expect(set.documents.map((doc) => [doc.name, doc.displayName])).toEqual([
      ['motor-certificate', 'Certificate of Motor Insurance'],
      ['motor-disc', 'Insurance Disc'],
      ['motor-schedule', 'Policy Schedule'],
      ['motor-ncb-statement', 'No Claims Bonus Statement'],
    ]);
    for (const doc of set.documents) {
      expect(doc.title).toBe(doc.displayName);
      expect(doc.description).not.toBe('');
    }
  });

  it('names the product, the insurer and the policy as a car policy: by its Policy Code', () => {
    const { set } = documents();
    expect(set.productName).toBe('Car Insurance');
    expect(set.insurer).toEqual({ code: 'RSA', displayName: 'RSA Insurance Ireland DAC' });
    expect(set.policyNumber).toBe('MOT0000042');
    expect(set.policyNumberLabel).toBe('Policy Code');
    expect(set.author).toBe('Bank of Ireland Insurance Services Limited');
    expect(set.legalText).toBe(
      'Car insurance is arranged by Bank of Ireland Insurance Services Limited and underwritten by RSA Insurance Ireland DAC.',
    );
  });
});

describe('the Policy Schedule', () => {
  it('has every section, in order', () => {
    const { document } = documents();
    expect(
      document('motor-schedule').blocks.map((block) =>
        block.kind === 'table' ? block.title : block.kind === 'paragraph' ? block.heading : 'text',
      ),
    ).toEqual([
      'Your policy',
      'Policyholder',
      'Your car',
      'Your cover',
      'Drivers',
      'Optional extras',
      'Premium breakdown',
      'Payment',
      'Claims and help',
      'Your right to cancel',
      'Cancelling your policy',
    ]);
  });

  it('prints the policy, the policyholder and the car', () => {
    const { rows } = documents();
    expect(rows('motor-schedule', 'Your policy')).toMatchObject({
      'Policy Code': 'MOT0000042',
      'Reference number': 'MPR-42',
      'Quote reference': 'MQ-42',
      Insurer: 'RSA Insurance Ireland DAC',
      'Policy holder': 'Ms. Siobhán Kelly',
      'Period of insurance': '15/03/2025 to 14/03/2026 (both dates inclusive)',
      'Date issued': '10/03/2025',
    });
    expect(rows('motor-schedule', 'Policyholder')).toEqual({
      Address: '12 Main Street\nRanelagh\nDublin 6\nD06 F2X1',
    });
    expect(rows('motor-schedule', 'Your car')).toEqual({
      Registration: '191-D-12345',
      'Make and model': 'Volkswagen Golf 1.6 TDI Highline',
      Year: '2019',
      'Engine size': '1,598 cc',
      Fuel: 'Diesel',
    });
  });

  it('prints the cover type and level, the use, the no claims discount and the excess', () => {
    expect(documents().rows('motor-schedule', 'Your cover')).toEqual({
      'Cover type': 'Comprehensive',
      'Cover level': 'Prestige',
      'Use of the car': 'Social, domestic and pleasure, and commuting',
      'No claims discount': '5 years or more, protected',
      Excess:
        '€300.00 on each claim for damage to or theft of your car; €75.00 on a windscreen or glass claim; none on claims by others',
    });
    const thirdParty = carPolicyInput({ extras: [], noClaimsYears: 2 });
    thirdParty.coverType = 'THIRD_PARTY_AND_THEFT';
    thirdParty.coverLevel = 'popular';
    thirdParty.use = 'EMPLOYERS_BUSINESS';
    expect(documentsOf(thirdParty).rows('motor-schedule', 'Your cover')).toEqual({
      'Cover type': 'Third party, fire and theft',
      'Cover level': 'Popular',
      'Use of the car': "Your employer's business",
      'No claims discount': '2 years',
      Excess:
        '€300.00 on each claim for fire damage to or theft of your car; €75.00 on a windscreen or glass claim; none on claims by others',
    });
  });

  it('lists the main driver and each named driver with their licence and relationship', () => {
    const drivers = documents().table('motor-schedule', 'Drivers').rows;
    expect(drivers).toEqual([
      {
        label: 'Main driver (the policyholder)',
        value: 'Ms. Siobhán Kelly, born 12/04/1985\nFull Irish licence',
      },
      {
        label: 'Named driver (Spouse or partner)',
        value: 'Mr. Cian Kelly, born 02/09/1983\nFull UK licence',
      },
      {
        label: 'Named driver (Son or daughter)',
        value: 'Miss. Aoife Kelly, born 20/05/2006\nIrish learner permit',
      },
    ]);
  });

  it('lists only the main driver when no one else is named', () => {
    const drivers = documents({ additionalDrivers: [] }).table('motor-schedule', 'Drivers').rows;
    expect(drivers.map((row) => row.label)).toEqual(['Main driver (the policyholder)']);
  });

  it('prints the chosen extras at their prices', () => {
    expect(documents().rows('motor-schedule', 'Optional extras')).toEqual({
      'No Claims Discount Protection': '€45.00',
      'Additional Benefits Plus': '€39.00',
    });
  });

  it('says when no extra was chosen', () => {
    const extras = documents({ extras: [] }).table('motor-schedule', 'Optional extras');
    expect(extras.rows).toEqual([]);
    expect(extras.emptyText).toBe('No optional extras were chosen.');
  });

  it('breaks the premium down to the cent: cover, discounts, extras, levy and the single payment', () => {
    // €900.00 of cover, 40% no claims discount (€360.00), 10% bank discount of the rest (€54.00),
    // €84.00 of extras, 3% levy on €570.00 (€17.10).
    expect(documents().table('motor-schedule', 'Premium breakdown').rows).toEqual([
      expect.objectContaining({
        label: 'Premium for prestige comprehensive cover',
        value: '€900.00',
      }),
      expect.objectContaining({ label: 'No claims discount (5 years or more)', value: '-€360.00' }),
      expect.objectContaining({ label: 'Bank customer discount (10%)', value: '-€54.00' }),
      expect.objectContaining({ label: 'No Claims Discount Protection', value: '€45.00' }),
      expect.objectContaining({ label: 'Additional Benefits Plus', value: '€39.00' }),
      expect.objectContaining({ label: 'Government levy', value: '€17.10' }),
      {
        label: 'Total annual premium (including government levy)',
        value: '€587.10',
        style: { bold: true, alignValue: 'right' },
      },
    ]);
  });

  it('leaves out a discount the policy does not have, and extras not chosen', () => {
    const input = carPolicyInput({ extras: [], noClaimsYears: 0 });
    input.premium.totalBankDiscountCents = 0;
    input.premium.totalPaymentAfterBankDiscountCents =
      input.premium.totalPaymentAfterNoClaimsDiscountCents;
    input.premium.governmentLevyCents = 2_700;
    input.premium.singlePaymentCents = 92_700;
    input.premium.totalAnnualChargeForPaymentsByInstallmentCents =
      input.premium.totalIfPaidByInstallmentCents - 92_700;
    expect(documentsOf(input).rows('motor-schedule', 'Premium breakdown')).toEqual({
      'Premium for prestige comprehensive cover': '€900.00',
      'Government levy': '€27.00',
      'Total annual premium (including government levy)': '€927.00',
    });
  });

  it('prints a card payment by the card’s last four digits and the single payment', () => {
    expect(documents().rows('motor-schedule', 'Payment')).toEqual({
      'Payment method': 'Debit or credit card',
      Card: 'Visa ending 4242',
      'Amount paid': '€587.10',
    });
  });

  it('prints a monthly payment: the card deposit, the mandate, the 10 direct debits and their totals', () => {
    // €587.10 plus €35.23 for paying by instalments: €622.33, a twelfth rounded up is €51.87.
    // The deposit is two of them, then nine direct debits of €51.87 and a last of €51.76.
    expect(documents({ payment: 'direct_debit' }).rows('motor-schedule', 'Payment')).toEqual({
      'Payment method': 'Card deposit, then monthly direct debit',
      IBAN: '**** **** **** **** **56 78',
      BIC: 'AIBKIE2D',
      'Collection day': 'Day 15 of each month',
      Instalments:
        'A deposit of €103.74 by card, then 9 monthly payments of €51.87 and a last payment of €51.76',
      'Charge for paying by instalments': '€35.23',
      'Total if paid by instalments': '€622.33',
    });
  });

  it('never carries the whole IBAN into any document', () => {
    const { set } = documents({ payment: 'direct_debit' });
    expect(JSON.stringify(set)).not.toContain(MOTOR_TEST_IBAN);
    expect(JSON.stringify(set)).not.toContain('93115212345678');
  });

  it('gives the claims, breakdown and amendment numbers', () => {
    expect(documents().rows('motor-schedule', 'Claims and help')).toEqual({
      Claims: '01 290 1958 (Monday to Friday 9am-5pm)',
      'Breakdown assistance': '1800 806 809 (freephone)',
      'Changing your policy': '01 2901958',
    });
  });
});

describe('a premium as the car insurer rates it', () => {
  it('is printed whole: its lines add up to its single payment, its plan to its total', () => {
    // The worked example of docs/car-rating.md: one claim steps five years back to two. The
    // rating types its working years as a number; they are the stepped-back NoClaimsYears.
    const rating = rateRsaCar(carWorkedExampleRequest()).levels.prestige;
    if (rating.outcome !== 'quoted') throw new Error('The worked example is quoted');
    const premium = rating.premium;
    const input = carPolicyInput({ payment: 'direct_debit' });
    input.premium = premium;
    input.noClaimsYears = premium.working.noClaimsYears as CarPolicyDocumentInput['noClaimsYears'];
    input.payment = {
      method: 'direct_debit',
      iban: MOTOR_TEST_IBAN,
      bic: 'AIBKIE2D',
      collectionDay: 14,
      instalmentCents: premium.instalments.directDebits.instalmentCents,
      instalments: premium.instalments.directDebits.instalments,
    };
    const { table, rows } = documentsOf(input);
    const breakdown = table('motor-schedule', 'Premium breakdown').rows;
    const total = breakdown.at(-1)!;
    expect(total.value).toBe(formatEuro(premium.singlePaymentCents));
    const lines = breakdown
      .slice(0, -1)
      .map((row) => euroToCents(Number(row.value.replace(/[€,]/g, ''))));
    expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(premium.singlePaymentCents);
    expect(rows('motor-schedule', 'Payment')['Total if paid by instalments']).toBe(
      formatEuro(premium.totalIfPaidByInstallmentCents),
    );
  });
});

describe('figures that disagree are not printed', () => {
  it('refuses a single payment that is not the premium, the extras and the levy', () => {
    const input = carPolicyInput();
    input.premium.singlePaymentCents += 1;
    input.premium.totalAnnualChargeForPaymentsByInstallmentCents -= 1;
    expect(() => carPolicyDocuments(input)).toThrow(RangeError);
  });

  it('refuses a premium after the bank discount that does not follow from it', () => {
    const input = carPolicyInput();
    input.premium.totalPaymentAfterBankDiscountCents -= 1;
    input.premium.singlePaymentCents -= 1;
    input.premium.totalAnnualChargeForPaymentsByInstallmentCents += 1;
    expect(() => carPolicyDocuments(input)).toThrow(RangeError);
  });

  it('refuses a monthly plan that does not collect the total if paid by instalments', () => {
    const input = carPolicyInput({ payment: 'direct_debit' });
    input.premium.totalIfPaidByInstallmentCents += 1;
    input.premium.totalAnnualChargeForPaymentsByInstallmentCents += 1;
    expect(() => carPolicyDocuments(input)).toThrow(RangeError);
  });

  it('refuses a card deposit or a direct debit amount that is not the plan’s', () => {
    const deposit = carPolicyInput({ payment: 'direct_debit' });
    deposit.premium.cardDepositAmountCents += 1;
    expect(() => carPolicyDocuments(deposit)).toThrow(RangeError);
    const directDebit = carPolicyInput({ payment: 'direct_debit' });
    directDebit.premium.directDebitAmountCents -= 1;
    expect(() => carPolicyDocuments(directDebit)).toThrow(RangeError);
  });

  it('refuses a charge for instalments that is not their total less the single payment', () => {
    const input = carPolicyInput();
    input.premium.totalAnnualChargeForPaymentsByInstallmentCents += 1;
    expect(() => carPolicyDocuments(input)).toThrow(RangeError);
  });

  it('refuses a recorded direct debit that is not the quote’s plan', () => {
    const input = carPolicyInput({ payment: 'direct_debit' });
    if (input.payment.method !== 'direct_debit') throw new Error('Expected a direct debit');
    input.payment.instalmentCents += 1;
    expect(() => carPolicyDocuments(input)).toThrow(RangeError);
  });
});

describe('the Certificate of Motor Insurance', () => {
  it('names the vehicle, the policyholder, the period and the persons entitled to drive', () => {
    const certificate = documents().rows('motor-certificate', 'Certificate');
    expect(certificate).toMatchObject({
      'Policy Code': 'MOT0000042',
      'Registration mark of the vehicle': '191-D-12345',
      'Description of the vehicle': '2019 Volkswagen Golf 1.6 TDI Highline',
      'Name of the policyholder': 'Ms. Siobhán Kelly',
      'Effective date of the commencement of insurance': '15/03/2025',
      'Date of expiry of insurance': '14/03/2026',
      'Date issued': '10/03/2025',
    });
    expect(certificate['Persons entitled to drive']!.split('\n')).toEqual([
      'Ms. Siobhán Kelly (the policyholder)',
      'Mr. Cian Kelly',
      'Miss. Aoife Kelly',
      'Each provided they hold a licence to drive the vehicle, or have held one and are not disqualified from holding or obtaining one.',
    ]);
  });

  it('entitles only the policyholder to drive when no one else is named', () => {
    const certificate = documents({ additionalDrivers: [] }).rows(
      'motor-certificate',
      'Certificate',
    );
    expect(certificate['Persons entitled to drive']).toMatch(
      /^Ms\. Siobhán Kelly \(the policyholder\)\nEach provided/,
    );
  });

  it('limits the use to the one declared: private use excludes hire or reward', () => {
    const limitations = (use: CarPolicyDocumentInput['use']) => {
      const input = carPolicyInput();
      input.use = use;
      return documentsOf(input).rows('motor-certificate', 'Certificate')['Limitations as to use']!;
    };
    expect(limitations('PERSONAL_ONLY')).toMatch(
      /^Use for social, domestic and pleasure purposes and for travelling to and from a permanent place of work\. /,
    );
    expect(limitations('PERSONAL_ONLY')).toContain('use for hire or reward');
    expect(limitations('OWN_BUSINESS')).toContain(
      'by the policyholder in person for their own business',
    );
    expect(limitations('EMPLOYERS_BUSINESS')).toContain("for their employer's business");
    expect(limitations('COMMERCIAL_USE')).toContain('deliveries, hire and taxi work');
    expect(limitations('COMMERCIAL_USE')).not.toContain('hire or reward');
  });

  it('certifies that the policy satisfies the law in Ireland, signed for the insurer', () => {
    const { paragraphs, document } = documents();
    expect(paragraphs('motor-certificate').Certification).toMatch(
      /^We hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Ireland/,
    );
    expect(document('motor-certificate').blocks).toContainEqual({
      kind: 'text',
      text: 'Signed for and on behalf of RSA Insurance Ireland DAC, authorised insurer.',
    });
  });
});

describe('the Insurance Disc', () => {
  it('carries the insurer, the registration, the Policy Code and the period', () => {
    expect(documents().document('motor-disc').disc).toEqual({
      heading: 'RSA Insurance Ireland DAC',
      emphasis: '191-D-12345',
      rows: [
        { label: 'Policy Code', value: 'MOT0000042' },
        { label: 'Valid from', value: '15/03/2025' },
        { label: 'Expires', value: '14/03/2026' },
      ],
    });
  });

  it('is the only document with a disc', () => {
    const { set } = documents();
    expect(set.documents.filter((doc) => doc.disc).map((doc) => doc.name)).toEqual(['motor-disc']);
  });
});

describe('the No Claims Bonus Statement', () => {
  it('states the years earned, the discount they gave and that they are protected', () => {
    const { rows, tables, paragraphs } = documents();
    expect(rows('motor-ncb-statement', 'Your no claims discount')).toEqual({
      Policyholder: 'Ms. Siobhán Kelly',
      Vehicle: '191-D-12345, 2019 Volkswagen Golf 1.6 TDI Highline',
      'Years of no claims discount': '5 years or more',
      'No claims discount on this policy': '€360.00',
      'No Claims Discount Protection': 'Protected',
    });
    expect(paragraphs('motor-ncb-statement')['How a claim affects your discount']).toBe(
      'You chose No Claims Discount Protection: a claim made during the period of insurance does not reduce your no claims discount. Without it, each claim made during the period of insurance reduces your no claims discount by 3 years, to no less than none.',
    );
    expect(tables('motor-ncb-statement').map((table) => table.title)).toEqual([
      'Your policy',
      'Your no claims discount',
    ]);
  });

  it('steps an unprotected discount back 3 years a claim; five or more is a floor', () => {
    const { rows, paragraphs } = documents({ extras: [ADDITIONAL_BENEFITS] });
    expect(
      rows('motor-ncb-statement', 'Your no claims discount')['No Claims Discount Protection'],
    ).toBe('Not protected');
    expect(paragraphs('motor-ncb-statement')['How a claim affects your discount']).toBe(
      'Your no claims discount is not protected: each claim made during the period of insurance reduces your no claims discount by 3 years, to no less than none (the step-back).',
    );
    expect(
      rows('motor-ncb-statement', 'Your discount at renewal after a claim in this period'),
    ).toEqual({
      'After one claim': 'At least 2 years',
      'After two claims': 'None',
    });
  });

  it('counts exact years below five', () => {
    const steps = (noClaimsYears: 1 | 3 | 4) =>
      documents({ extras: [], noClaimsYears }).rows(
        'motor-ncb-statement',
        'Your discount at renewal after a claim in this period',
      );
    expect(steps(4)).toEqual({ 'After one claim': '1 year', 'After two claims': 'None' });
    expect(steps(3)).toEqual({ 'After one claim': 'None' });
    expect(steps(1)).toEqual({ 'After one claim': 'None' });
  });

  it('says a claim cannot reduce a discount of no years', () => {
    const table = documents({ extras: [], noClaimsYears: 0 }).table(
      'motor-ncb-statement',
      'Your discount at renewal after a claim in this period',
    );
    expect(table.rows).toEqual([]);
    expect(table.emptyText).toBe(
      'You have no years of no claims discount, so a claim cannot reduce it.',
    );
  });

  it('is protected only when the protection extra was chosen', () => {
    const protectedOnly = documents({ extras: [NCD_PROTECTION], additionalDrivers: [DAUGHTER] });
    expect(
      protectedOnly.rows('motor-ncb-statement', 'Your no claims discount')[
        'No Claims Discount Protection'
      ],
    ).toBe('Protected');
  });
});

describe('the registration on the legal documents (decision 0028)', () => {
  const withRegistration = (registration: string) => {
    const input = carPolicyInput();
    return { ...input, vehicle: { ...input.vehicle, registration } };
  };

  it('prints the registration on the certificate and the disc, never a code', () => {
    const { rows, document } = documentsOf(withRegistration('05-KE-4821'));
    expect(rows('motor-certificate', 'Certificate')['Registration mark of the vehicle']).toBe(
      '05-KE-4821',
    );
    expect(document('motor-disc').disc?.emphasis).toBe('05-KE-4821');
  });

  it.each(['', '   ', 'ABI 32010600', '32010600'])(
    'refuses to draw the documents of a car whose registration is %j',
    (registration) => {
      expect(() => carPolicyDocuments(withRegistration(registration))).toThrow(
        /carry its registration/,
      );
    },
  );
});
