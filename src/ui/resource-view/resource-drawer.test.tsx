// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../api/client';
import { useRecordDrawerParam } from './record-drawer-param';
import { ResourceDrawer } from './resource-drawer';
import { sandboxAuth, startSandboxForComponentTests } from '../testing/sandbox-component-tests';

const sandbox = startSandboxForComponentTests();

interface Fund {
  id: string;
  attributes: { name: string; description: string };
}

async function firstFund(): Promise<Fund> {
  const response = await fetch(`${sandbox.url()}/giving/v2/funds?per_page=1`, {
    headers: { Authorization: `Basic ${btoa('sandbox:sandbox-secret')}` },
  });
  const body = (await response.json()) as { data: Fund[] };
  const fund = body.data[0];
  if (!fund) throw new Error('the sandbox has no funds');
  return fund;
}

function FundDrawer() {
  return (
    <ResourceDrawer
      path="/giving/v2/funds"
      param="fund"
      noun="fund"
      title={(id, fund) => (fund ? `Fund: ${fund.attributes.name}` : `Fund ${id}`)}
      sections={(fund) => [
        { content: <p>Fund number {fund.id}</p> },
        { title: 'About', content: <p>{fund.attributes.description || 'No description'}</p> },
      ]}
    />
  );
}

function FundPage({ fundId }: { fundId: string }) {
  const drawer = useRecordDrawerParam('fund');
  return (
    <>
      <button type="button" onClick={() => drawer.open(fundId)}>
        Open the fund
      </button>
      <FundDrawer />
    </>
  );
}

const search = () => screen.getByTestId('search').textContent;

describe('ResourceDrawer', () => {
  it('opens from the URL parameter and shows the record: its title and sections', async () => {
    const fund = await firstFund();
    sandbox.renderAt(`/funds?per_page=5&fund=${fund.id}`, <FundDrawer />);
    const dialog = await screen.findByRole('dialog', { name: `Fund: ${fund.attributes.name}` });
    expect(within(dialog).getByText(`Fund number ${fund.id}`)).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'About' })).toBeTruthy();
  });

  it('says when the record does not exist', async () => {
    sandbox.renderAt('/funds?fund=987654321', <FundDrawer />);
    const dialog = await screen.findByRole('dialog', { name: 'Fund 987654321' });
    expect(await within(dialog).findByText('This fund no longer exists')).toBeTruthy();
    expect(within(dialog).getByText(/It may have been deleted/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('shows what failed, with a retry, when the record cannot be read', async () => {
    const refused = createClient({
      baseUrl: sandbox.url(),
      auth: { ...sandboxAuth, secret: 'not-the-secret' },
    });
    const fund = await firstFund();
    sandbox.renderAt(`/funds?fund=${fund.id}`, <FundDrawer />, refused);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Could not load this fund/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says what is wrong with a parameter that is not a record id, and asks for nothing', async () => {
    const asked: string[] = [];
    const counting = createClient({
      baseUrl: sandbox.url(),
      auth: sandboxAuth,
      fetch: (input, init) => {
        asked.push(String(input));
        return fetch(input, init);
      },
    });
    sandbox.renderAt('/funds?fund=not-an-id', <FundDrawer />, counting);
    const dialog = await screen.findByRole('dialog', { name: 'Fund' });
    expect(within(dialog).getByText('This fund no longer exists')).toBeTruthy();
    expect(within(dialog).getByText('The link names no fund (“not-an-id”).')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('closing removes the parameter and keeps the rest of the URL', async () => {
    const fund = await firstFund();
    sandbox.renderAt(`/funds?per_page=5&fund=${fund.id}`, <FundDrawer />);
    const dialog = await screen.findByRole('dialog', { name: `Fund: ${fund.attributes.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close fund details' }));
    await waitFor(() => expect(search()).toBe('?per_page=5'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opened on the page, it closes by going back, so Back does not reopen it', async () => {
    const fund = await firstFund();
    const history = sandbox.renderAt('/funds?per_page=5', <FundPage fundId={fund.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the fund' }));
    await waitFor(() => expect(search()).toBe(`?per_page=5&fund=${fund.id}`));
    const dialog = await screen.findByRole('dialog', { name: `Fund: ${fund.attributes.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close fund details' }));
    await waitFor(() => expect(search()).toBe('?per_page=5'));
    // Back from the list leaves the page instead of reopening the drawer.
    expect(history.action).toBe('POP');
  });
});
