import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';

import { useT } from '../i18n/language-context';
import { errorNotice, NoticeAlert, successNotice, type Notice } from '../notice';
import { QueryError } from '../query-error';
import { DeleteConfirm, type DeleteConfirmProps } from './delete-confirm';

/**
 * What a section of editable records is doing: which form is open (`'new'`, a record's id, or
 * what the section calls an edit), which record waits for its delete to be confirmed, and the
 * message of the last change.
 */
export interface SectionEdits<E, R> {
  editing: E | 'new' | null;
  open: (target: E | 'new') => void;
  cancel: () => void;
  /** A form saved: it closes and the section says what happened. */
  done: (message: string) => void;
  removing: R | null;
  remove: (record: R | null) => void;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** A change made at once from a button ("Make primary"): says what it did, or why it failed. */
  runAction: (failure: string, change: () => Promise<string>) => Promise<void>;
}

/** `initial`: the form open on arrival (`'new'` when a link asks to add one, as `?add=1` does). */
export function useSectionEdits<E = string, R = unknown>(
  initial: E | 'new' | null = null,
): SectionEdits<E, R> {
  const [editing, setEditing] = useState<E | 'new' | null>(initial);
  const [removing, remove] = useState<R | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const t = useT();
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
    runAction: async (failure, change) => {
      setNotice(null);
      try {
        setNotice(successNotice(await change()));
      } catch (error) {
        setNotice(errorNotice(t, failure, error));
      }
    },
  };
}

/** What a section gives the form it opens: close it after a save, saying what happened, or not. */
export interface SectionFormProps {
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** How a section asks before a record goes, and what it says once it has. */
export interface SectionRemoval<R> extends Pick<DeleteConfirmProps, 'noun' | 'verb'> {
  name: (record: R) => ReactNode;
  consequence: (record: R) => ReactNode;
  /** Deletes the record; resolves with what the section then says. */
  run: (record: R) => Promise<string>;
}

/** The records of a section, or the state of their query (several queries may make one). */
export interface SectionQuery<R> {
  data: readonly R[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface RecordsSectionProps<R extends { id: string }, D = R, E = string> {
  /** The section's name for assistive technology ("Addresses"). */
  label: string;
  /** A sentence above the records, saying what they are. */
  description?: ReactNode;
  query: SectionQuery<R>;
  /** The records in words with their article ("the addresses"): loading and errors. */
  what: string;
  /** What an empty section says ("No addresses on record."). */
  empty: string;
  skeletonHeight?: number;
  /** The section's forms, deletes and messages (useSectionEdits); none when it only reads. */
  edits?: SectionEdits<E, D>;
  /** The add button's words ("Add address"); it opens `form` for a new record. */
  addLabel?: string;
  /** The form of a new record (no record) or of the record being edited. */
  form?: (record: R | undefined, close: SectionFormProps) => ReactNode;
  /** The list draws a record's form in the record's place (cards); else it opens above the list. */
  formsInPlace?: boolean;
  /** What is deleted (`D`, the record unless the section deletes parts of it) and how. */
  removal?: SectionRemoval<D>;
  /** The records; `formOf` is a record's form, for a list that draws it in place. */
  children: (records: readonly R[], formOf: (record: R) => ReactNode) => ReactNode;
}

/**
 * Records of one kind on a record's page (a person's addresses, e-mails, households): a message
 * after each change, an add button that becomes the new record's form, the edit form, the
 * loading, error and empty states, and the question before a delete. Without `edits` it only
 * reads; `E` (what a form edits) and `D` (what a delete removes) default to a record's id and
 * the record, for sections that edit parts of their records (a custom field's values).
 */
export function RecordsSection<R extends { id: string }, D = R, E = string>({
  label,
  description,
  query,
  what,
  empty,
  skeletonHeight = 80,
  edits,
  addLabel,
  form,
  formsInPlace = false,
  removal,
  children,
}: RecordsSectionProps<R, D, E>) {
  const records = query.data;
  const t = useT();
  const formOf = (record: R | undefined) =>
    edits && (
      <Fragment key={record?.id ?? 'new'}>
        {form?.(record, { onSaved: edits.done, onCancel: edits.cancel })}
      </Fragment>
    );
  const edited =
    !formsInPlace && edits && edits.editing !== 'new'
      ? records?.find((record) => record.id === edits.editing)
      : undefined;
  const removing = edits?.removing ?? null;
  return (
    <section aria-label={label}>
      {edits && <NoticeAlert notice={edits.notice} onClose={() => edits.setNotice(null)} />}
      {description}
      {edits &&
        addLabel !== undefined &&
        (edits.editing === 'new' ? (
          formOf(undefined)
        ) : (
          <Group justify="flex-end" mb="md">
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => edits.open('new')}
            >
              {addLabel}
            </Button>
          </Group>
        ))}
      {edited && formOf(edited)}
      {query.isError ? (
        <QueryError error={query.error} what={what} onRetry={() => void query.refetch()} />
      ) : records === undefined ? (
        <Skeleton
          height={skeletonHeight}
          radius="md"
          role="status"
          aria-label={t('ui.queryView.loading', { what })}
        />
      ) : records.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        children(records, formOf)
      )}
      {edits && removal && (
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
      )}
    </section>
  );
}
