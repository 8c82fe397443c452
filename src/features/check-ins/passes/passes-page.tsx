import { Alert, Grid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { PageHeader } from '../../../ui/page-header';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { usePassCodeParam } from './pass-code-param';
import { PassCreateForm } from './pass-create-form';
import { PassLookup } from './pass-lookup';
import { PASS_DELETE, passKindText, passOwnerText, type PassRecord } from './pass-types';
import { PassesRecentTable } from './passes-recent-table';
import { usePassAcceptance } from './use-pass-acceptance';

/** Passes: look one up by code, create one for a person, delete one, and see them all. */
export function PassesPage() {
  const t = useT();
  const [code, setCode] = usePassCodeParam();
  const [toDelete, setToDelete] = useState<PassRecord | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletion = useApiDelete(PASS_DELETE);
  // A service that refuses pass creates lets no one change passes (D167): look, don't touch.
  const acceptance = usePassAcceptance();
  const readOnly = acceptance.kind === 'refused';
  const onDelete = readOnly ? undefined : setToDelete;

  const lookUp = (next: string) => {
    setDeleted(null);
    setCode(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader
        title={t('check-ins.passes.page.title')}
        description={t('check-ins.passes.page.description')}
      />
      <CheckInsTabs />
      <Stack gap="xl">
        {acceptance.kind === 'refused' && (
          <Alert color="grape" title={t('check-ins.passes.page.readOnly')} role="status">
            {t('check-ins.passes.page.readOnlyText', { reason: acceptance.reason })}
          </Alert>
        )}
        {deleted && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCheck size={18} aria-hidden="true" />}
            title={t('check-ins.passes.page.deleted')}
            role="status"
            withCloseButton
            closeButtonLabel={t('check-ins.passes.page.dismiss')}
            onClose={() => setDeleted(null)}
          >
            {deleted}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: readOnly ? 12 : 6 }}>
            <PassLookup code={code} onCodeChange={lookUp} onDelete={onDelete} />
          </Grid.Col>
          {!readOnly && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <PassCreateForm onLookUp={lookUp} />
            </Grid.Col>
          )}
        </Grid>
        <PassesRecentTable onLookUp={lookUp} onDelete={onDelete} />
      </Stack>
      {toDelete && (
        <DeleteConfirm
          opened
          noun={t('check-ins.passes.page.noun')}
          name={
            <Message
              id="check-ins.passes.page.deleteName"
              values={{
                kind: passKindText(t, toDelete.attributes.kind),
                code: toDelete.attributes.code,
                owner: passOwnerText(t, toDelete),
              }}
              components={{ 0: <Text span inherit ff="monospace" /> }}
            />
          }
          consequence={t('check-ins.passes.page.consequence')}
          confirmLabel={t('check-ins.passes.page.confirm', { code: toDelete.attributes.code })}
          onConfirm={() => deletion.mutateAsync({ params: { id: toDelete.id } })}
          onDeleted={() =>
            setDeleted(
              t('check-ins.passes.page.deletedText', {
                code: toDelete.attributes.code,
                owner: passOwnerText(t, toDelete),
              }),
            )
          }
          onClose={() => setToDelete(null)}
        />
      )}
    </>
  );
}
