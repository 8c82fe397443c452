import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { ApiError } from '../../api/api-error';
import { useApiCreate, useApiUpdate } from '../../lib/browser/api-query/api-mutations';
import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { useT } from '../../ui/i18n/language-context';
import { Message } from '../../ui/i18n/message';
import {
  findHeadcountId,
  headcountPath,
  headcountsPath,
  isHeadcountExistsError,
} from './headcount-writes';
import type { KioskAttendanceType } from './kiosk-db';
import { parseTotal, totalProblemText } from './whole-number';

type SaveResult = { ok: true; total: number } | { ok: false; message: string };

/** One attendance type at one event time: its headcount, and a form to enter or change it. */
export function HeadcountForm({
  eventTimeId,
  attendanceType,
  headcount,
}: {
  eventTimeId: string;
  attendanceType: KioskAttendanceType;
  headcount: { id: string; total: number } | undefined;
}) {
  const t = useT();
  const client = useApiClient();
  const create = useApiCreate(headcountsPath);
  const update = useApiUpdate(headcountPath);
  const [text, setText] = useState(headcount ? String(headcount.total) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SaveResult | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const updateTo = (id: string, total: number) =>
    update.mutateAsync({
      params: { event_time_id: eventTimeId, id },
      body: { attributes: { total } },
    });

  async function save(total: number) {
    if (headcount) return updateTo(headcount.id, total);
    try {
      return await create.mutateAsync({
        params: { event_time_id: eventTimeId },
        body: {
          attributes: { total },
          relationships: {
            attendance_type: { data: { type: 'AttendanceType', id: attendanceType.id } },
          },
        },
      });
    } catch (error) {
      // Someone created it meanwhile: find it and update it instead.
      if (!isHeadcountExistsError(error)) throw error;
      const id = await findHeadcountId(client, {
        eventTimeId,
        attendanceTypeId: attendanceType.id,
      });
      if (id === undefined) throw error;
      return updateTo(id, total);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTotal(text);
    if ('problem' in parsed) {
      setProblem(totalProblemText(t, parsed.problem));
      setResult(null);
      return;
    }
    setProblem(null);
    setResult(null);
    setSaving(true);
    try {
      const saved = await save(parsed.total);
      setResult({ ok: true, total: saved.attributes.total });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiError ? error.detail : t('headcounts.form.saveFailed'),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      style={{ borderLeft: `6px solid ${attendanceType.color}` }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {attendanceType.name}
        </Title>
        <Text>
          {headcount ? (
            <Message
              id="headcounts.form.currentTotal"
              values={{ total: headcount.total }}
              components={{ 0: <Text span fw={700} /> }}
            />
          ) : (
            <Text span c="dimmed">
              {t('headcounts.count.none')}
            </Text>
          )}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('headcounts.form.newTotal', { name: attendanceType.name })}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={problem}
              style={{ flex: 1 }}
            />
            <Box pt={25}>
              <Button type="submit" loading={saving}>
                {headcount ? t('headcounts.form.update') : t('headcounts.form.save')}
              </Button>
            </Box>
          </Group>
        </form>
        <div role="status">
          {result?.ok === true && (
            <Text size="sm" c="var(--mantine-color-teal-text)" fw={500}>
              {t('headcounts.form.saved', { total: result.total })}
            </Text>
          )}
        </div>
        {result?.ok === false && (
          <Alert color="red" title={t('headcounts.form.notSavedTitle')} role="alert">
            {result.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
