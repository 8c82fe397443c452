import {
  Divider,
  Drawer,
  Skeleton,
  Stack,
  Title,
  VisuallyHidden,
  type DrawerProps,
} from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';

import { isNotFoundError } from '../../api/api-error';
import type { ShowKey } from '../../api/catalog/catalog';
import type { PathParams } from '../../api/catalog/schema';
import type { FieldsOf, GetOptions, IncludeOf, ListKey, RecordOf } from '../../api/client-types';
import { useApiRecord } from '../../lib/browser/api-query/api-queries';
import { EmptyState } from '../empty-state';
import { useT } from '../i18n/language-context';
import { QueryError } from '../query-error';
import { sentenceCase } from '../../lib/pure/sentence-case';
import { recordIdPattern, useRecordDrawerParam } from './record-drawer-param';

/** One part of a drawer's body; sections after the first are set apart by a divider. */
export interface ResourceDrawerSection {
  /** Its heading; the lead section (the record's facts) usually has none. */
  title?: string;
  content: ReactNode;
}

/** A list endpoint whose records can be read one by one (`/{id}`). */
export type DrawerKey = ListKey & ShowKey;

export interface ResourceDrawerProps<K extends DrawerKey, I extends IncludeOf<K> = never> {
  /** The list endpoint whose `/{id}` reads the record, as the catalog names it. */
  path: K;
  /** The path's placeholders, for a list below another record. */
  params?: PathParams<K>;
  include?: readonly I[];
  /** Sparse fieldsets: what the drawer shows, when it hides something until asked (D181). */
  fields?: FieldsOf<K, I>;
  /** The URL search parameter that names the open record (`?donation=ID`). */
  param: string;
  /**
   * The record in words, singular and in the page's language ("donation"): the close button and
   * the messages.
   */
  noun: string;
  /** The drawer's title, which names the dialog: the record is undefined while it loads. */
  title: (id: string, record: RecordOf<K, I> | undefined) => string;
  /** Why a record may be gone, when "It may have been deleted…" does not say enough. */
  notFound?: string;
  /** The body, built from the loaded record. */
  sections: (record: RecordOf<K, I>) => readonly ResourceDrawerSection[];
  size?: DrawerProps['size'];
}

function Sections({ sections }: { sections: readonly ResourceDrawerSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Fragment key={section.title ?? `section-${index}`}>
          {index > 0 && <Divider />}
          <Stack gap="xs">
            {section.title !== undefined && (
              <Title order={3} size="h4">
                {section.title}
              </Title>
            )}
            {section.content}
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * One record of the API beside the page it was opened from, opened by `?param=ID` in the URL
 * (a reload, Back and a shared link work; closing removes the parameter). It reads the record
 * with the typed client and shows loading, not found and error (with a retry) states; the
 * caller gives the title and the body's sections.
 */
export function ResourceDrawer<K extends DrawerKey, I extends IncludeOf<K> = never>({
  path,
  params,
  include,
  fields,
  param,
  noun,
  title,
  sections,
  notFound,
  size = 'lg',
}: ResourceDrawerProps<K, I>) {
  const t = useT();
  const { value: current, close } = useRecordDrawerParam(param);
  // The last record stays on screen while the drawer slides away.
  const [lastValue, setLastValue] = useState(current);
  if (current !== undefined && current !== lastValue) setLastValue(current);
  const value = current ?? lastValue;
  const shownId = value !== undefined && recordIdPattern.test(value) ? value : null;
  // The generic path cannot prove which of the client's argument shapes it takes.
  const args = {
    id: shownId ?? '',
    ...(include === undefined ? {} : { include }),
    ...(fields === undefined ? {} : { fields }),
    ...(params === undefined ? {} : { params }),
  } as unknown as GetOptions<K, I>;
  const query = useApiRecord<K, I>(path, args, { enabled: shownId !== null });
  const record = query.data ?? undefined;
  const missing = query.data === null || (query.isError && isNotFoundError(query.error));

  let body: ReactNode = null;
  if (value === undefined) {
    // Never opened.
  } else if (shownId === null || missing) {
    body = (
      <EmptyState
        title={t('ui.drawer.goneTitle', { noun })}
        description={
          shownId === null
            ? t('ui.drawer.badLink', { noun, value })
            : (notFound ?? t('ui.drawer.notFound'))
        }
      />
    );
  } else if (query.isError) {
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what={t('ui.drawer.what', { noun })}
      />
    );
  } else if (record === undefined) {
    body = (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden>{t('ui.record.loading', { noun })}</VisuallyHidden>
        <Skeleton height={36} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </Stack>
    );
  } else {
    body = <Sections sections={sections(record)} />;
  }

  return (
    <Drawer
      opened={current !== undefined}
      onClose={close}
      position="right"
      size={size}
      // Mantine renders the title as the drawer's h2 and names the dialog with it.
      title={shownId === null ? sentenceCase(noun) : title(shownId, record)}
      closeButtonProps={{ 'aria-label': t('ui.drawer.close', { noun }) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {body}
    </Drawer>
  );
}
