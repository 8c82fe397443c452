// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useUrlDraft } from './use-url-draft';

function Field({ fromUrl, toUrl }: { fromUrl: string; toUrl?: (draft: string) => string }) {
  const [draft, setDraft] = useUrlDraft(fromUrl, toUrl);
  return (
    <input aria-label="Name" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Name');

describe('useUrlDraft', () => {
  afterEach(cleanup);

  it('keeps what is typed, and follows a new value of the URL', () => {
    const { rerender } = render(<Field fromUrl="ann" />);
    fireEvent.change(field(), { target: { value: 'anna' } });
    expect(field().value).toBe('anna');
    rerender(<Field fromUrl="bob" />);
    expect(field().value).toBe('bob');
  });

  it('shows the URL’s value on Back or Forward, even when that value has not changed', () => {
    // A draft sent to the URL, and Back before the router rendered it: the value the field is
    // given is the one it was given before.
    render(<Field fromUrl="ann" />);
    fireEvent.change(field(), { target: { value: 'anna' } });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(field().value).toBe('ann');
  });

  it('keeps a draft as typed when the URL gets its own value, and follows any other', () => {
    const trim = (draft: string) => draft.trim();
    const { rerender } = render(<Field fromUrl="" toUrl={trim} />);
    fireEvent.change(field(), { target: { value: 'ann ' } });
    rerender(<Field fromUrl="ann" toUrl={trim} />);
    expect(field().value).toBe('ann ');
    rerender(<Field fromUrl="bob" toUrl={trim} />);
    expect(field().value).toBe('bob');
  });
});
