// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { onFakeTimers, pass } from '../../../ui/testing/fake-timers';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { MessagesPage, SENT_TO_PAUSE_MS } from './messages-page';

const sandbox = startSandboxForComponentTests();

const sentTo = () => screen.getByLabelText<HTMLInputElement>(/Sent to/);
const addressInUrl = () =>
  new URLSearchParams(screen.getByTestId('search').textContent).get('where[to_addresses]');
const at = (address: string) =>
  `/people/messages?where[to_addresses]=${encodeURIComponent(address)}`;

describe('MessagesPage’s Sent to filter', () => {
  it('follows the URL: a link, Back and Forward', async () => {
    const history = sandbox.renderAt(at('ann@example.org'), <MessagesPage />);
    expect(sentTo().value).toBe('ann@example.org');

    act(() => history.navigator.push(at('bob@example.org')));
    expect(sentTo().value).toBe('bob@example.org');
    act(() => history.navigator.go(-1));
    expect(sentTo().value).toBe('ann@example.org');
    act(() => history.navigator.go(1));
    expect(sentTo().value).toBe('bob@example.org');
    act(() => history.navigator.push('/people/messages'));
    expect(sentTo().value).toBe('');
  });

  it('sends what is typed after a pause, keeping it as typed', async () => {
    sandbox.renderAt('/people/messages', <MessagesPage />);
    await onFakeTimers(async () => {
      fireEvent.change(sentTo(), { target: { value: '555 0100 ' } });
      await pass(SENT_TO_PAUSE_MS - 1);
      expect(addressInUrl()).toBeNull();
      await pass(1);
      expect(addressInUrl()).toBe('555 0100');
    });
    // The trailing space stays: the person may be typing the rest of the number.
    expect(sentTo().value).toBe('555 0100 ');
    // The list's answer, so no request is left open when the test ends.
    await screen.findByText('No messages match these filters.');
  });

  it('sends nothing typed just before Back, and shows the URL’s address again', async () => {
    sandbox.renderAt(at('ann@example.org'), <MessagesPage />);
    await onFakeTimers(async () => {
      fireEvent.change(sentTo(), { target: { value: 'bob@example.org' } });
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(sentTo().value).toBe('ann@example.org');
      // Well past the filter's pause.
      await pass(2 * SENT_TO_PAUSE_MS);
      expect(addressInUrl()).toBe('ann@example.org');
    });
  });
});

interface Message {
  id: string;
  attributes: Record<string, unknown>;
}

async function sandboxMessages(query: string): Promise<Message[]> {
  const { json } = await sandbox.request<{ data: Message[] }>(
    'GET',
    `/people/v2/messages?${query}`,
  );
  return json.data;
}

const search = () => screen.getByTestId('search').textContent;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('MessagesPage', () => {
  it('lists the newest first, sorts by a header, and opens a message from the keyboard', async () => {
    const [newest] = await sandboxMessages('order=-created_at&per_page=1');
    if (!newest) throw new Error('the sandbox has no messages');
    const subject = String(newest.attributes.subject);
    const history = sandbox.renderAt('/people/messages', <MessagesPage />);
    const table = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain(subject));

    fireEvent.click(within(table).getByRole('button', { name: /^Sent/ }));
    await waitFor(() => expect(search()).toBe('?order=sent_at'));

    act(() => history.navigator.push('/people/messages'));
    await waitFor(() => expect(bodyRows(table)[0]?.textContent).toContain(subject));
    const first = bodyRows(table)[0] as HTMLElement;
    expect(first.tabIndex).toBe(0);
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe(`?message=${newest.id}`));
    const drawer = await screen.findByRole('dialog', { name: 'Message' });
    expect(await within(drawer).findByRole('heading', { name: subject })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search()).toBe('');
  });

  it('says when and why a message bounced or was rejected', async () => {
    const [bounced] = await sandboxMessages('where[delivery_status]=bounced&per_page=1');
    const [rejected] = await sandboxMessages('where[delivery_status]=rejected&per_page=1');
    if (!bounced || !rejected) throw new Error('the sandbox has no bounced or rejected message');

    const history = sandbox.renderAt(`/people/messages?message=${bounced.id}`, <MessagesPage />);
    const drawer = await screen.findByRole('dialog', { name: 'Message' });
    await waitFor(() =>
      expect(
        drawer.querySelector(`time[datetime="${String(bounced.attributes.bounced_at)}"]`),
      ).not.toBeNull(),
    );
    expect(drawer.textContent).toContain('Bounced');

    act(() => history.navigator.push(`/people/messages?message=${rejected.id}`));
    await waitFor(() => expect(drawer.textContent).toContain('Rejected'));
    await waitFor(() =>
      expect(drawer.textContent).toContain(String(rejected.attributes.reject_reason)),
    );
    expect(drawer.textContent).toContain('Not sent');
  });

  it('shows the message groups in their own view, filtered in the URL', async () => {
    const { json } = await sandbox.request<{ data: Message[] }>(
      'GET',
      '/people/v2/message_groups?where[system_message]=true',
    );
    expect(json.data.length).toBeGreaterThan(0);
    sandbox.renderAt('/people/messages', <MessagesPage />);
    fireEvent.click(await screen.findByLabelText('Message groups'));
    await waitFor(() => expect(search()).toBe('?view=groups'));
    const table = await screen.findByRole('table', { name: 'Message groups' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));

    fireEvent.click(screen.getByLabelText('System messages'));
    await waitFor(() =>
      expect(new URLSearchParams(search()).get('groups.where[system_message]')).toBe('true'),
    );
    await waitFor(() => expect(bodyRows(table)).toHaveLength(json.data.length));
  });
});
