import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { NoticeAlert, successNotice, type Notice } from '../notice';
import { QueryError } from '../query-error';
import { DeleteConfirm, type DeleteConfirmProps } from './delete-confirm';

/**
 * What a section of editable records is doing: which form is open (`'new'`, a record's id, or
 * what the section calls an edit), which record waits for its delete to be confirmed, and the
 * message of the last change.
 */
export interface SectionEdits<E, R> {
  editing: E | null;
  open: (target: E) => void;
  cancel: () => void;
  /** A form saved: it closes and the section says what happened. */
  done: (message: string) => void;
  removing: R | null;
  remove: (record: R | null) => void;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
}

export function useSectionEdits<E = string, R = unknown>(): SectionEdits<E, R> {
  const [editing, setEditing] = useState<E | null>(null);
  const [removing, remove] = useState<R | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    editing,
    open: (target) => {
      setNotice(null);
      setEditing(target);
    },
    cancel: () => setEditing(null),
    done: (message) => {
      setEditing(null);
      setNotice(successNotice(message));
    },
    removing,
    remove,
    notice,
    setNotice,
  };
}

/** How a section asks before a record goes, and what it says once it has. */
export interface SectionRemoval<R> extends Pick<DeleteConfirmProps, 'noun' | 'verb'> {
  name: (record: R) => ReactNode;
  consequence: (record: R) => ReactNode;
  /** Deletes the record; resolves with what the section then says. */
  run: (record: R) => Promise<string>;
}

export interface RecordsSectionProps<R extends { id: string }> {
  /** The section's name for assistive technology ("Addresses"). */
  label: string;
  /** The records, or the state of their query. */
  query: {
    data: readonly R[] | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The records in words with their article ("the addresses"): loading and errors. */
  what: string;
  /** What an empty section says ("No addresses on record."). */
  empty: string;
  skeletonHeight?: number;
  /** The add button's words ("Add address"). */
  addLabel: string;
  edits: SectionEdits<string, R>;
  /** The form of a new record (no record) or of the record being edited. */
  form: (record: R | undefined) => ReactNode;
  /** The list draws a record's form in the record's place (cards); else it opens above the list. */
  formsInPlace?: boolean;
  removal: SectionRemoval<R>;
  /** The records, given the section's edits to open forms and ask for deletes. */
  children: (records: readonly R[]) => ReactNode;
}

/**
 * Records of one kind on a record's page (a person's addresses, e-mails, households): a message
 * after each change, an add button that becomes the new record's form, the edit form, the
 * loading, error and empty states, and the question before a delete.
 */
export function RecordsSection<R extends { id: string }>({
  label,
  query,
  what,
  empty,
  skeletonHeight = 80,
  addLabel,
  edits,
  form,
  formsInPlace = false,
  removal,
  children,
}: RecordsSectionProps<R>) {
  const records = query.data;
  const edited =
    !formsInPlace && edits.editing !== 'new'
      ? records?.find((record) => record.id === edits.editing)
      : undefined;
  const removing = edits.removing;
  return (
    <section aria-label={label}>
      <NoticeAlert notice={edits.notice} onClose={() => edits.setNotice(null)} />
      {edits.editing === 'new' ? (
        form(undefined)
      ) : (
        <Group justify="flex-end" mb="md">
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => edits.open('new')}
          >
            {addLabel}
          </Button>
        </Group>
      )}
      {edited && form(edited)}
      {query.isError ? (
        <QueryError error={query.error} what={what} onRetry={() => void query.refetch()} />
      ) : records === undefined ? (
        <Skeleton
          height={skeletonHeight}
          radius="md"
          role="status"
          aria-label={`Loading ${what}`}
        />
      ) : records.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        children(records)
      )}
      <DeleteConfirm
        opened={removing !== null}
        noun={removal.noun}
        {...(removal.verb ? { verb: removal.verb } : {})}
        name={removing ? removal.name(removing) : ''}
        consequence={removing ? removal.consequence(removing) : undefined}
        onConfirm={async () => {
          if (removing) edits.setNotice(successNotice(await removal.run(removing)));
        }}
        onClose={() => edits.remove(null)}
      />
    </section>
  );
}
