import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';

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
  t: Translate,
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
    attributeColumn<typeof PASSES, PassRecord>(PASSES, 'kind', { labels: passKindLabels(t) }),
    {
      id: 'person',
      header: t('check-ins.passes.recent.person'),
      cell: ({ row }) =>
        row.original.related.person ? (
          <PersonLink personId={row.original.related.person.id}>
            {passOwnerText(t, row.original)}
          </PersonLink>
        ) : (
          <Dimmed>{passOwnerText(t, row.original)}</Dimmed>
        ),
    },
    attributeColumn<typeof PASSES, PassRecord>(PASSES, 'created_at', {
      header: t('check-ins.passes.recent.created'),
    }),
    {
      id: 'actions',
      header: () => <VisuallyHidden>{t('check-ins.passes.recent.actions')}</VisuallyHidden>,
      cell: ({ row }) => {
        const pass = row.original;
        const name = t('check-ins.passes.recent.name', {
          code: pass.attributes.code,
          owner: passOwnerText(t, pass),
        });
        return (
          <RecordActions
            name={name}
            removeLabel={t('check-ins.passes.recent.delete')}
            removeName={t('check-ins.passes.recent.deleteName', { name })}
            onRemove={onDelete && (() => onDelete(pass))}
          >
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onLookUp(pass.attributes.code)}
              aria-label={t('check-ins.passes.recent.lookUpName', { name })}
            >
              {t('check-ins.passes.recent.lookUp')}
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
  const t = useT();
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
        {t('check-ins.passes.recent.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('check-ins.passes.recent.newestFirst')}
      </Text>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <PagedTable<PassRecord>
        query={query}
        paging={list.paging}
        noun={t('check-ins.passes.recent.noun')}
        caption={t('check-ins.passes.recent.caption')}
        columns={columns(t, onLookUp, onDelete)}
        skeletonRows={5}
        empty={
          query.data?.totalCount === 0
            ? t('check-ins.passes.recent.none')
            : t('check-ins.passes.recent.noneOnPage')
        }
      />
    </section>
  );
}
