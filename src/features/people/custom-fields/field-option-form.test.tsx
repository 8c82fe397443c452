// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { FieldOptionForm } from './field-option-form';

const sandbox = startSandboxForComponentTests();

async function someDefinitionId(): Promise<string> {
  const page = await sandbox.client().list('/people/v2/field_definitions', { perPage: 100 });
  const id = page.records.find((field) => field.attributes.data_type === 'checkboxes')?.id;
  if (id === undefined) throw new Error('the sandbox seeds no checkboxes field');
  return id;
}

describe('FieldOptionForm', () => {
  it('adds an option after the last one, empties itself, then refuses an empty one unsent', async () => {
    const definitionId = await someDefinitionId();
    const { client, writes } = sandbox.recordingClient();
    const onSaved = vi.fn();
    sandbox.renderAt(
      '/',
      <FieldOptionForm
        definitionId={definitionId}
        editing={undefined}
        sequence={99}
        onSaved={onSaved}
        onCancelEdit={() => undefined}
      />,
      client,
    );
    const input = await screen.findByRole('textbox', { name: /New option/ });
    fireEvent.change(input, { target: { value: 'Delta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Added “Delta”.'));
    expect(writes).toEqual([`POST /people/v2/field_definitions/${definitionId}/field_options`]);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Value is required')).toBeTruthy();
    expect(writes).toHaveLength(1);
  });
});
