import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { AGENT } from '../../../test/test-api';
import { BRANCHES, installAgentApi } from '../test/fake-agent-api';

afterEach(() => {
  endSession();
  setViewportWidth(1024);
});

/** Opens 'Please Select Branch' from the header, for an agent at Dublin, College Green. */
async function openPicker() {
  setViewportWidth(1280);
  const user = userEvent.setup();
  renderApp('/wallet', { signedInAs: AGENT, accounts: [AGENT] });
  const api = installAgentApi();
  await user.click(await screen.findByRole('button', { name: /Branch: Dublin, College Green/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Please Select Branch' });
  const box = await within(dialog).findByRole('combobox', { name: 'Branch' });
  expect(box).toHaveValue('Dublin, College Green');
  return { user, api, dialog, box };
}

describe('branch picker', () => {
  it("replaces the agent's branch with what is typed: 'Gal' finds Galway", async () => {
    const { user, api, dialog, box } = await openPicker();
    expect(await axeViolations()).toEqual([]);
    // A click into the box, then typing, as an agent does: no clearing first.
    await user.click(box);
    expect([
      (box as HTMLInputElement).selectionStart,
      (box as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 'Dublin, College Green'.length]);
    await user.keyboard('Gal');
    expect(box).toHaveValue('Gal');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Galway, Eyre Square']);

    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save branch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.state.branch).toEqual(BRANCHES[2]);
  });

  it('lets a click inside the focused box place the caret, to correct what was typed', async () => {
    const { user, box } = await openPicker();
    await user.click(box);
    await user.keyboard('Gaq');
    await user.pointer({ target: box, offset: 2, keys: '[MouseLeft]' });
    expect((box as HTMLInputElement).selectionStart).toBe(2);
    expect((box as HTMLInputElement).selectionEnd).toBe(2);
    await user.keyboard('{End}{Backspace}l');
    expect(box).toHaveValue('Gal');
    expect(await screen.findByRole('option', { name: 'Galway, Eyre Square' })).toBeVisible();
  });
});
