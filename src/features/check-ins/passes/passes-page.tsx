import { Alert, Grid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete } from '../../../lib/api-query/api-queries';
import { PageHeader } from '../../../ui/page-header';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { usePassCodeParam } from './pass-code-param';
import { PassCreateForm } from './pass-create-form';
import { PassLookup } from './pass-lookup';
import { PASS_DELETE, passKindText, passOwnerText, type PassRecord } from './pass-types';
import { PassesRecentTable } from './passes-recent-table';

/** Passes: look one up by code, create one for a person, delete one, and see them all. */
export function PassesPage() {
  const [code, setCode] = usePassCodeParam();
  const [toDelete, setToDelete] = useState<PassRecord | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const deletion = useApiDelete(PASS_DELETE);

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
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PassLookup code={code} onCodeChange={lookUp} onDelete={setToDelete} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PassCreateForm onLookUp={lookUp} />
          </Grid.Col>
        </Grid>
        <PassesRecentTable onLookUp={lookUp} onDelete={setToDelete} />
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
