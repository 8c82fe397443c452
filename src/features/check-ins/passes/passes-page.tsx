import { Alert, Grid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete } from '../../../lib/browser/api-query/api-queries';
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
        title="Passes"
        description="A pass lets a station find a person from a scanned barcode or a mobile wallet pass."
      />
      <CheckInsTabs />
      <Stack gap="xl">
        {acceptance.kind === 'refused' && (
          <Alert color="grape" title="Read only" role="status">
            The service does not let Narthex create or delete passes ({acceptance.reason}). Look
            them up here; make and remove them in the service&apos;s own Check-Ins.
          </Alert>
        )}
        {deleted && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCheck size={18} aria-hidden="true" />}
            title="Pass deleted"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
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
          noun="pass"
          name={
            <>
              {passKindText(toDelete.attributes.kind)}{' '}
              <Text span inherit ff="monospace">
                {toDelete.attributes.code}
              </Text>{' '}
              of {passOwnerText(toDelete)}
            </>
          }
          consequence="It will stop working at check-in; this cannot be undone."
          confirmLabel={`Delete pass ${toDelete.attributes.code}`}
          onConfirm={() => deletion.mutateAsync({ params: { id: toDelete.id } })}
          onDeleted={() =>
            setDeleted(
              `The pass with code ${toDelete.attributes.code} of ${passOwnerText(toDelete)} no longer exists.`,
            )
          }
          onClose={() => setToDelete(null)}
        />
      )}
    </>
  );
}
