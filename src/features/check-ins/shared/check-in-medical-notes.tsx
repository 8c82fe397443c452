import { Alert, Box, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { useT } from '../../../ui/i18n/language-context';
import { describeError } from '../../../ui/query-error';

export type MedicalNotesSource =
  /** The notes, already read with the check-in (its drawer). */
  | { readonly notes: string }
  /**
   * How to read them when asked, one check-in at a time: a page that lists many check-ins never
   * asks for their notes until a staff member reveals one (D146). Read again at each reveal and
   * not kept once hidden.
   */
  | { readonly read: (signal: AbortSignal) => Promise<string>; readonly checkInId: string };

function Notes({ notes }: { notes: string }) {
  const t = useT();
  if (notes.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('check-ins.shared.medicalNotes.none')}
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" role="region" aria-label={t('check-ins.shared.medicalNotes.title')}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {notes}
      </Text>
    </Paper>
  );
}

function ReadNotes({ source }: { source: Extract<MedicalNotesSource, { read: unknown }> }) {
  const t = useT();
  const query = useQuery({
    queryKey: ['medical-notes', source.checkInId],
    queryFn: ({ signal }) => source.read(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (query.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" aria-hidden="true" />
        {t('check-ins.shared.medicalNotes.reading')}
      </Text>
    );
  }
  if (query.isError) {
    const { message } = describeError(query.error, t);
    return (
      <Alert color="red" variant="light" title={t('check-ins.shared.medicalNotes.readFailed')}>
        {message}{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
          {t('check-ins.shared.medicalNotes.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <Notes notes={query.data} />;
}

/**
 * Medical notes are sensitive: hidden until a staff member asks for them, so they do not show
 * on a screen that someone else can see. Hidden again for every check-in (the caller keys it).
 */
export function CheckInMedicalNotes(source: MedicalNotesSource) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const regionId = useId();
  if ('notes' in source && source.notes.trim() === '') return <Notes notes="" />;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="light"
        aria-expanded={shown}
        aria-controls={regionId}
        leftSection={
          shown ? (
            <IconEyeOff size={16} aria-hidden="true" />
          ) : (
            <IconEye size={16} aria-hidden="true" />
          )
        }
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('check-ins.shared.medicalNotes.hide') : t('check-ins.shared.medicalNotes.show')}
      </Button>
      {/* A plain Box: Mantine's display rules would override `hidden` on a Paper. */}
      <Box id={regionId} hidden={!shown} w="100%">
        {shown &&
          ('notes' in source ? <Notes notes={source.notes} /> : <ReadNotes source={source} />)}
      </Box>
    </Stack>
  );
}
