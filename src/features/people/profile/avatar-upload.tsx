import { FileInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useApiUpdate } from '../../../lib/browser/api-query/api-queries';
import { useCatalogForm } from '../../../lib/browser/forms/use-catalog-form';
import { avatarFileProblem } from './avatar-rules';
import { FormFrame } from '../../../ui/resource-view/form-frame';

const UPDATE = '/people/v2/people/{id}';
const onlyAvatar = ['avatar'] as const;

export interface AvatarUploadProps {
  personId: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * A new photo: checked here (type and size), uploaded (POST /v2/files), then attached with
 * PATCH /people/v2/people/{id} { avatar: <file id> }. The person's avatar then reads as a URL the
 * proxy serves from this origin (/api/files/…).
 */
export function AvatarUpload({ personId, onSaved, onCancel }: AvatarUploadProps) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const { form, generalErrors, submit } = useCatalogForm({
    method: 'PATCH',
    path: UPDATE,
    only: onlyAvatar,
    validate: () => ({
      avatar: file === null ? 'Choose a photo to upload' : avatarFileProblem(file),
    }),
  });
  const update = useApiUpdate(UPDATE);

  const save = async () => {
    const saved = await submit(async () => {
      if (file === null) return;
      const uploaded = await client.uploadFile(file, file.name);
      await update.mutateAsync({
        params: { id: personId },
        body: { attributes: { avatar: uploaded.id } },
      });
    });
    if (saved) onSaved('Photo updated.');
  };

  const problem = file === null ? undefined : avatarFileProblem(file);
  return (
    <FormFrame
      title="Change photo"
      submitLabel="Upload photo"
      onSubmit={save}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={file !== null}
    >
      <FileInput
        label="Photo"
        description="A PNG, JPEG, GIF, WebP, AVIF or BMP image of at most 5 MB."
        placeholder="Choose a photo…"
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept="image/*"
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen photo' }}
        leftSection={<IconPhoto size={16} stroke={1.75} aria-hidden="true" />}
        value={file}
        onChange={(next) => {
          setFile(next);
          form.clearFieldError('avatar');
        }}
        error={problem ?? form.errors.avatar}
      />
    </FormFrame>
  );
}
