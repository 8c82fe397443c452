import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { listQuery } from '../../../lib/browser/api-query/query-options';
import { useListUrlState } from '../../../lib/browser/list-url-state';
import { IgnoredUrlParts } from '../../../ui/query-error';
import { PagedTable } from '../../../ui/resource-view/paged-table';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { PersonLink } from '../../../ui/person-app-links';
import { attributeColumn, Dimmed } from '../../../ui/resource-view/attribute-column';
import { useNewestFirstPage } from '../shared/newest-first';
import { PASSES, passKindLabels, passOwnerText, type PassRecord } from './pass-types';

function columns(
  onLookUp: (code: string) => void,
  /** Without it, no Delete (a service that lets no one delete passes). */
  onDelete: ((pass: PassRecord) => void) | undefined,
): ColumnDef<PassRecord>[] {
  return [
    {
      ...attributeColumn<typeof PASSES, PassRecord>(PASSES, 'code'),
      cell: ({ row }) => (
        <Text span size="sm" ff="monospace" fw={600}>
          {row.original.attributes.code}
        </Text>
      ),
    },
    attributeColumn<typeof PASSES, PassRecord>(PASSES, 'kind', { labels: passKindLabels }),
    {
      id: 'person',
      header: 'Person',
      cell: ({ row }) =>
        row.original.related.person ? (
          <PersonLink personId={row.original.related.person.id}>
            {passOwnerText(row.original)}
          </PersonLink>
        ) : (
          <Dimmed>{passOwnerText(row.original)}</Dimmed>
        ),
    },
    attributeColumn<typeof PASSES, PassRecord>(PASSES, 'created_at', { header: 'Created' }),
    {
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ row }) => {
        const pass = row.original;
        const name = `pass ${pass.attributes.code} of ${passOwnerText(pass)}`;
        return (
          <RecordActions
            name={name}
            removeLabel="Delete…"
            removeName={`Delete ${name}`}
            onRemove={onDelete && (() => onDelete(pass))}
          >
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onLookUp(pass.attributes.code)}
              aria-label={`Look up ${name}`}
            >
              Look up
            </Button>
          </RecordActions>
        );
      },
    },
  ];
}

/**
 * Every pass, newest first. The service lists passes oldest first and cannot order them, so
 * the page reads the slice at the end of the list (see ../shared/newest-first.ts).
 */
export function PassesRecentTable({
  onLookUp,
  onDelete,
}: {
  onLookUp: (code: string) => void;
  onDelete: ((pass: PassRecord) => void) | undefined;
}) {
  const list = useListUrlState<typeof PASSES, 'person'>(PASSES, {}, 'passes_');
  const { offset, perPage } = list.paging;
  const client = useApiClient();
  const query = useNewestFirstPage(
    (window) => listQuery(client, PASSES, { include: ['person'], ...window }),
    offset,
    perPage,
  );

  return (
    <section aria-labelledby="passes-heading">
      <Title order={2} size="h3" id="passes-heading" mb={4}>
        All passes
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Newest first.
      </Text>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <PagedTable<PassRecord>
        query={query}
        paging={list.paging}
        noun="passes"
        caption="Passes, newest first"
        columns={columns(onLookUp, onDelete)}
        skeletonRows={5}
        empty={query.data?.totalCount === 0 ? 'Nobody has a pass yet.' : 'No passes on this page.'}
      />
    </section>
  );
}
