import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import {
  ADDRESS_API_PATHS,
  ADDRESS_MESSAGES,
  addressLookupResponseSchema,
  autocompleteResponseSchema,
  LOCAL_ADDRESS_LOOKUP_KEY,
  manualAddressRequestSchema,
  townCountyListSchema,
  type AppliedAddress,
} from '@wallet/domain';
import { TOWN_COUNTY_STORAGE_KEY } from '../../lib/address/api/town-county';
import { AddressLookupFields } from './address-lookup-fields';

/**
 * The in-test app API (src/test/test-api.ts) does not answer the address routes, so these tests
 * stub fetch with a small gazetteer that answers in the real routes' shapes, each answer checked
 * against the shared schema the API declares.
 */
const DEMO: AppliedAddress = {
  address_line1: '14 Seaview Terrace',
  address_line2: 'Sandymount',
  address_line3: '',
  town: 'Dublin 4',
  county: 'Dublin',
  eircode: 'D04 X2Y3',
};
const SHOP_STREET: AppliedAddress[] = [
  {
    address_line1: '3 Shop Street',
    address_line2: '',
    address_line3: '',
    town: 'Galway',
    county: 'Galway',
    eircode: 'H91 K2CD',
  },
  {
    address_line1: '9 Shop Street',
    address_line2: '',
    address_line3: '',
    town: 'Galway',
    county: 'Galway',
    eircode: 'H91 T4EF',
  },
];
const NAVAN: AppliedAddress[] = [
  {
    address_line1: '4 Ludlow Street',
    address_line2: '',
    address_line3: '',
    town: 'Navan',
    county: 'Meath',
    eircode: 'C15 P2X4',
  },
  {
    address_line1: '10 Ludlow Street',
    address_line2: '',
    address_line3: '',
    town: 'Navan',
    county: 'Meath',
    eircode: 'C15 W8H6',
  },
];
const TOWN_COUNTY = townCountyListSchema.parse([
  { county: 'Dublin', towns: ['Dublin 4', 'Swords'] },
  { county: 'Galway', towns: ['Galway', 'Tuam'] },
  { county: 'Meath', towns: ['Kells', 'Navan'] },
]);
const link = (id: string) =>
  `/api${ADDRESS_API_PATHS.lookupOption}/${id}?key=${LOCAL_ADDRESS_LOOKUP_KEY}`;
const fullAnswer = (address: AppliedAddress) =>
  autocompleteResponseSchema.parse({
    totalOptions: 0,
    options: [],
    reformattedAddress: [
      address.address_line1,
      address.address_line2,
      address.address_line3,
      address.town,
      address.county,
    ],
    postcode: address.eircode,
  });

type Requests = Array<{ method: string; path: string; query: URLSearchParams; body: unknown }>;

function installAddressApi({ down = false, townCountyFails = false } = {}) {
  const requests: Requests = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      requests.push({ method, path, query: url.searchParams, body });
      if (path === ADDRESS_API_PATHS.townCounty) {
        return townCountyFails ? json(500, { message: 'down' }) : json(200, TOWN_COUNTY);
      }
      if (down) return json(500, { message: 'Something went wrong. Please try again later.' });
      if (path === ADDRESS_API_PATHS.autocomplete) {
        if (url.searchParams.get('key') !== LOCAL_ADDRESS_LOOKUP_KEY) return json(401, {});
        const text = (url.searchParams.get('address') ?? '').toLowerCase();
        const options = text.startsWith('shop')
          ? [{ displayName: 'Shop Street, Galway', link: link('s-1X0') }]
          : [];
        return json(
          200,
          autocompleteResponseSchema.parse({ totalOptions: options.length, options }),
        );
      }
      if (path === `${ADDRESS_API_PATHS.lookupOption}/s-1X0`) {
        return json(
          200,
          autocompleteResponseSchema.parse({
            totalOptions: 2,
            options: SHOP_STREET.map((address, index) => ({
              displayName: `${address.address_line1}, Galway, ${address.eircode}`,
              link: link(`a-H91X${index}`),
            })),
          }),
        );
      }
      const chosen = /\/a-H91X(\d)$/.exec(path);
      if (chosen) return json(200, fullAnswer(SHOP_STREET[Number(chosen[1])]!));
      if (path === ADDRESS_API_PATHS.lookup) {
        const found = String(body?.eircode).replace(/\s/g, '').toUpperCase() === 'D04X2Y3';
        return json(
          200,
          addressLookupResponseSchema.parse({ error: !found, addresses: found ? [DEMO] : [] }),
        );
      }
      if (path === ADDRESS_API_PATHS.manualLookup) {
        const request = manualAddressRequestSchema.parse(body);
        const found = NAVAN.filter(
          (address) =>
            address.town === request.town &&
            address.address_line1
              .toLowerCase()
              .includes((request.addressline1 ?? '').toLowerCase()),
        );
        return json(
          200,
          addressLookupResponseSchema.parse({ error: found.length === 0, addresses: found }),
        );
      }
      return json(404, { message: `No test route for ${method} ${path}` });
    }),
  );
  return requests;
}

const EMPTY = {
  displayAddress: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  town: '',
  county: '',
  eircode: '',
  addressChosen: false,
};

let form: UseFormReturn<Record<string, unknown>>;

function Harness({ block }: { block: 'property' | 'correspondence' }) {
  form = useForm<Record<string, unknown>>({
    defaultValues: { property: { ...EMPTY }, correspondence: { ...EMPTY } },
  });
  return (
    <FormProvider {...form}>
      <form>
        <AddressLookupFields block={block} />
      </form>
    </FormProvider>
  );
}

function renderFieldsNow(block: 'property' | 'correspondence' = 'property') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness block={block} />
    </QueryClientProvider>,
  );
}

/** The combo box's code is a module of its own; the first test of a run compiles it. */
const COMBO_BOX_LOADED = { timeout: 5000 };

/**
 * The fields once the combo box has taken the stand-in's place: asked for by a press on the
 * stand-in, which leaves the focus where it was.
 */
async function renderFields(block: 'property' | 'correspondence' = 'property') {
  const view = renderFieldsNow(block);
  const standIn = screen.queryByRole('textbox', { name: 'Eircode or address' });
  if (standIn) fireEvent.pointerDown(standIn);
  await screen.findByRole('combobox', { name: 'Eircode or address' }, COMBO_BOX_LOADED);
  return view;
}

const SLOW = { timeout: 3000 };
const lookupBox = () => screen.getByRole('combobox', { name: 'Eircode or address' });

describe('AddressLookupFields', () => {
  it('paints a stand-in field, loads the combo box once the customer is in it, and carries what was typed and the focus on', async () => {
    const requests = installAddressApi();
    renderFieldsNow();
    // A plain field with the combo box's label and hint; neither the combo box's code nor the
    // manual lines' town-and-county list is asked for until the customer reaches into the field.
    const standIn = screen.getByRole('textbox', { name: 'Eircode or address' });
    expect(standIn).toHaveAccessibleDescription(ADDRESS_MESSAGES.eircodeHint);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('combobox', { name: 'Eircode or address' })).toBeNull();
    const townCountyAsked = () =>
      requests.some((request) => request.path === ADDRESS_API_PATHS.townCounty);
    expect(townCountyAsked()).toBe(false);
    standIn.focus();
    fireEvent.change(standIn, { target: { value: 'D04' } });
    const box = await screen.findByRole(
      'combobox',
      { name: 'Eircode or address' },
      COMBO_BOX_LOADED,
    );
    expect(box).toHaveValue('D04');
    expect(box).toHaveFocus();
    await waitFor(() => expect(townCountyAsked()).toBe(true));
  });

  it('asks the autocomplete service once typing pauses, drills from a street to an address and fills the fields', async () => {
    const requests = installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    await user.type(lookupBox(), 'shop st');
    const street = await screen.findByRole('option', { name: 'Shop Street, Galway' }, SLOW);
    const searches = requests.filter((request) => request.path === ADDRESS_API_PATHS.autocomplete);
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toEqual({
      key: LOCAL_ADDRESS_LOOKUP_KEY,
      address: 'shop st',
      addressProfileName: 'five-line-ie',
      vanityMode: 'true',
    });

    await user.click(street);
    const address = await screen.findByRole('option', { name: '9 Shop Street, Galway, H91 T4EF' });
    await user.click(address);

    await waitFor(() => expect(form.getValues('property.addressChosen')).toBe(true));
    expect(form.getValues('property')).toMatchObject({
      addressLine1: '9 Shop Street',
      town: 'Galway',
      county: 'Galway',
      eircode: 'H91 T4EF',
      displayAddress: '9 Shop Street, Galway, H91 T4EF',
    });
    expect(lookupBox()).toHaveValue('9 Shop Street, Galway, H91 T4EF');
  });

  it('looks an Eircode typed alone up directly and fills the address', async () => {
    const requests = installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    await user.type(lookupBox(), 'd04x2y3');
    await waitFor(() => expect(form.getValues('property.addressChosen')).toBe(true), SLOW);
    expect(requests.find((request) => request.path === ADDRESS_API_PATHS.lookup)?.body).toEqual({
      eircode: 'D04 X2Y3',
    });
    expect(requests.some((request) => request.path === ADDRESS_API_PATHS.autocomplete)).toBe(false);
    expect(form.getValues('property')).toMatchObject({
      addressLine1: '14 Seaview Terrace',
      addressLine2: 'Sandymount',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
      displayAddress: '14 Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 X2Y3',
    });
  });

  it('says so, with a link to the Eircode finder, when an Eircode cannot be identified', async () => {
    installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    await user.type(lookupBox(), 'A65 F4E2');
    const alert = await screen.findByText(
      (_, element) =>
        element?.getAttribute('role') === 'alert' &&
        (element.textContent ?? '').includes(ADDRESS_MESSAGES.unidentifiedEircode),
      {},
      SLOW,
    );
    expect(within(alert).getByRole('link', { name: 'finder.eircode.ie' })).toHaveAttribute(
      'href',
      'https://finder.eircode.ie',
    );
    expect(lookupBox()).toHaveAttribute('aria-invalid', 'true');
    expect(lookupBox().getAttribute('aria-describedby')).toContain(alert.id);
    expect(form.getValues('property.addressChosen')).toBe(false);
  });

  it('shows the service-down message when the lookup fails', async () => {
    installAddressApi({ down: true });
    const user = userEvent.setup();
    await renderFields();

    await user.type(lookupBox(), 'shop');
    expect(
      await screen.findByText(ADDRESS_MESSAGES.serviceDown, { exact: false }, SLOW),
    ).toBeInTheDocument();
  });

  it('asks to choose from the list when the box is left without choosing', async () => {
    installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    await user.type(lookupBox(), 'shop');
    await screen.findByRole('option', { name: 'Shop Street, Galway' }, SLOW);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(
      await screen.findByText(ADDRESS_MESSAGES.selectFromList, { exact: false }),
    ).toBeInTheDocument();
  });

  it('finds a manually typed address once town and county are given, and fills the chosen one', async () => {
    const requests = installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    const toggle = screen.getByRole('button', { name: 'Enter address manually' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Find my address' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Address line 1'), 'Ludlow');
    expect(screen.getByLabelText('Address line 2 (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Address line 3 (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Eircode (optional)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Town'), 'Navan');
    const county = await screen.findByRole('combobox', { name: 'County' });
    expect(
      within(county)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Dublin', 'Galway', 'Meath']);
    await user.selectOptions(county, 'Meath');
    await user.click(screen.getByRole('button', { name: 'Find my address' }));

    const results = await screen.findByRole('combobox', { name: 'Select your address' });
    expect(
      requests.find((request) => request.path === ADDRESS_API_PATHS.manualLookup)?.body,
    ).toEqual({ addressline1: 'Ludlow', addressline2: '', town: 'Navan', county: 'Meath' });
    await user.selectOptions(results, '10 Ludlow Street, Navan, Meath, C15 W8H6');
    expect(form.getValues('property')).toMatchObject({
      addressLine1: '10 Ludlow Street',
      town: 'Navan',
      county: 'Meath',
      eircode: 'C15 W8H6',
      addressChosen: true,
      displayAddress: '10 Ludlow Street, Navan, Meath, C15 W8H6',
    });
    expect(screen.getByLabelText('Address line 1')).toHaveValue('10 Ludlow Street');
  });

  it("answers a manual search that finds nothing with 'Address Not Found'", async () => {
    installAddressApi();
    const user = userEvent.setup();
    await renderFields();

    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), 'Nowhere Lane');
    await user.type(screen.getByLabelText('Town'), 'Navan');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'County' }), 'Meath');
    await user.click(screen.getByRole('button', { name: 'Find my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.notFound);
  });

  it('refreshes the address from manual lines 1500 ms after they are left', async () => {
    installAddressApi();
    const user = userEvent.setup();
    await renderFields('correspondence');

    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), '2 Church Road');
    await user.type(screen.getByLabelText('Town'), 'Kells');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'County' }), 'Meath');
    await user.tab();
    const leftAt = Date.now();
    await waitFor(() => expect(form.getValues('correspondence.addressChosen')).toBe(true), SLOW);
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(1400);
    expect(form.getValues('correspondence')).toMatchObject({
      addressLine1: '2 Church Road',
      town: 'Kells',
      county: 'Meath',
      displayAddress: '2 Church Road, Kells, Meath',
    });
    // The property address is untouched.
    expect(form.getValues('property.addressLine1')).toBe('');
  });

  it('keeps the town-and-county list in session storage, and an empty list when it fails', async () => {
    installAddressApi();
    const user = userEvent.setup();
    const first = await renderFields();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await screen.findByRole('combobox', { name: 'County' });
    expect(JSON.parse(sessionStorage.getItem(TOWN_COUNTY_STORAGE_KEY) ?? 'null')).toEqual(
      TOWN_COUNTY,
    );
    first.unmount();
    sessionStorage.clear();

    installAddressApi({ townCountyFails: true });
    await renderFields();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await waitFor(() => expect(sessionStorage.getItem(TOWN_COUNTY_STORAGE_KEY)).toBe('[]'));
    // Without the list the county is typed in.
    expect(screen.getByRole('textbox', { name: 'County' })).toBeInTheDocument();
  });

  it('has no accessibility violations with the manual lines open and an error shown', async () => {
    installAddressApi();
    const user = userEvent.setup();
    await renderFields();
    await user.type(lookupBox(), 'A65 F4E2');
    await screen.findByRole('link', { name: 'finder.eircode.ie' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Town'), 'Navan');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'County' }), 'Meath');
    await user.click(screen.getByRole('button', { name: 'Find my address' }));
    await screen.findByRole('combobox', { name: 'Select your address' });
    expect(await axeViolations()).toEqual([]);
  });
});
