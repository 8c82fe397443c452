import { FileInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useApiUpdate } from '../../../lib/browser/api-query/api-mutations';
import { useCatalogForm } from '../../../lib/browser/forms/use-catalog-form';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import { avatarFileProblem } from './avatar-rules';

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
  const t = useT();
  const locale = useLocale();
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const { form, generalErrors, submit } = useCatalogForm({
    method: 'PATCH',
    path: UPDATE,
    only: onlyAvatar,
    validate: () => ({
      avatar: file === null ? t('people.avatar.choose') : avatarFileProblem(file, t, locale),
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
    if (saved) onSaved(t('people.avatar.updated'));
  };

  const problem = file === null ? undefined : avatarFileProblem(file, t, locale);
  return (
    <FormFrame
      title={t('people.profile.changePhoto')}
      submitLabel={t('people.avatar.upload')}
      onSubmit={save}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={file !== null}
    >
      <FileInput
        label={t('people.avatar.label')}
        description={t('people.avatar.description')}
        placeholder={t('people.avatar.placeholder')}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        accept="image/*"
        withAsterisk
        clearable
        clearButtonProps={{ 'aria-label': t('people.avatar.clear') }}
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
