// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
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
