import { Alert, Modal, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';

import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { PeopleTabs } from '../shared/people-tabs';
import { PeopleImportsTable } from './people-imports-table';
import { useSettingsDialog } from './settings-dialog-param';
import { SettingsReferenceLists } from './settings-reference-lists';
import { SettingsStats } from './settings-stats';
import { SettingsValueForm } from './settings-value-form';
import { valueKind, valueKinds } from './settings-value-kinds';
import { SettingsValueSection } from './settings-value-section';

/**
 * The people app's settings: the choices profiles offer (inactive reasons, marital statuses,
 * name prefixes and suffixes), and for reference the campuses, apps, carriers, statistics and
 * people imports.
 */
export function PeopleSettingsPage() {
  const t = useT();
  const settings = useSettingsDialog();
  const [notice, setNotice] = useState('');
  const dialog = settings.dialog;
  const { close } = settings;

  const onSaved = useCallback(
    (message: string) => {
      setNotice(message);
      close();
    },
    [close],
  );

  return (
    <>
      <PageHeader
        title={t('people.settings.title')}
        description={t('people.settings.description')}
      />
      <PeopleTabs />
      {notice !== '' && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {notice}
        </Alert>
      )}
      <Stack gap="xl">
        <SettingsStats />
        {valueKinds.map((kind) => (
          <SettingsValueSection
            key={kind}
            kind={kind}
            onOpen={(id) => {
              setNotice('');
              settings.open(kind, id);
            }}
            onChanged={setNotice}
          />
        ))}
        <SettingsReferenceLists />
        <PeopleImportsTable />
      </Stack>
      <Modal
        opened={dialog !== undefined}
        onClose={close}
        title={
          dialog === undefined
            ? ''
            : t(
                dialog.id === undefined ? 'people.settings.addTitle' : 'people.settings.editTitle',
                {
                  thing: valueKind(dialog.kind, t).singular,
                },
              )
        }
        closeButtonProps={{ 'aria-label': t('people.close') }}
      >
        {dialog !== undefined && (
          <SettingsValueForm
            key={`${dialog.kind}/${dialog.id ?? 'new'}`}
            kind={dialog.kind}
            id={dialog.id}
            onSaved={onSaved}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
