/**
 * The statements' letterhead, wording and logo, set once for every staff member (the shared
 * `statement-letterhead` and `statement-logo` settings). Checked here by the same rules the
 * server applies (src/api/proxy/statement-settings.ts) before anything is sent.
 */
import { base64OfBytes } from '../../../lib/pure/base64';
import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';

import {
  letterheadLimits,
  MAX_LOGO_BYTES,
  readStatementLetterhead,
  readStatementLogo,
  type LogoType,
  type StatementLetterhead,
} from '../../../api/proxy/statement-settings';
import { useSaveSharedSetting, useSharedSetting } from '../../../lib/browser/shared-settings';
import { QueryError, describeError } from '../../../ui/query-error';
import { saveReactions, type SaveMessage } from './setting-save-message';
import { statementWords as words } from './statement-words';

const months = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2001, i, 1),
  ),
}));

/** What a letterhead not yet saved reads as: the default wording filled in. */
export function withDefaultWording(letterhead: StatementLetterhead): StatementLetterhead {
  return {
    ...letterhead,
    intro: letterhead.intro || words.defaultIntro,
    taxNote: letterhead.taxNote || words.defaultTaxNote,
    closing: letterhead.closing || words.defaultClosing,
  };
}

export function LetterheadForm() {
  const setting = useSharedSetting('statement-letterhead');
  const save = useSaveSharedSetting('statement-letterhead');
  const [draft, setDraft] = useState<StatementLetterhead | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<SaveMessage>(null);

  if (setting.isError)
    return (
      <QueryError
        error={setting.error}
        onRetry={() => void setting.refetch()}
        what={words.loading.letterhead}
      />
    );
  if (setting.isPending) return <Skeleton height={320} />;
  const answer = setting.data;
  const values = draft ?? withDefaultWording(answer.value);
  const f = words.letterheadFields;
  const change = (name: keyof StatementLetterhead, value: string | number) => {
    setDraft({ ...values, [name]: value });
    setMessage(null);
  };
  const text = (
    name: keyof typeof letterheadLimits,
    label: string,
    multiline = false,
    description?: string,
  ) => {
    const props = {
      label,
      description,
      value: values[name],
      error: problems[`/value/${name}`],
      maxLength: letterheadLimits[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        change(name, event.currentTarget.value),
    };
    return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readStatementLetterhead(values);
    if (!reading.ok) {
      setProblems(Object.fromEntries(reading.problems.map((p) => [p.pointer, p.detail])));
      return;
    }
    setProblems({});
    save.mutate(
      { value: reading.value, from: answer },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'saved') {
            setDraft(null);
            setMessage({ color: 'green', text: words.letterheadSaved });
          } else if (outcome.kind === 'conflict') {
            setDraft(null);
            setMessage({ color: 'yellow', text: words.letterheadConflict });
          } else {
            setProblems(Object.fromEntries(outcome.problems.map((p) => [p.pointer, p.detail])));
          }
        },
        onError: (error) => setMessage({ color: 'red', text: describeError(error).message }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {words.letterheadHelp}
      </Text>
      <LogoField />
      <form onSubmit={submit} noValidate aria-label={words.letterheadTitle}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('address', f.address, true, f.addressHelp)}
            {text('contact', f.contact)}
          </SimpleGrid>
          {text('intro', f.intro, true)}
          {text('taxNote', f.taxNote, true, f.taxNoteHelp)}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('closing', f.closing)}
            {text('signatureName', f.signatureName)}
            {text('signatureTitle', f.signatureTitle)}
          </SimpleGrid>
          <Group gap="lg" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="paper-label">
                {f.paper}
              </Text>
              <SegmentedControl
                aria-labelledby="paper-label"
                value={values.paper}
                data={[
                  { value: 'letter', label: words.paperSizes.letter },
                  { value: 'a4', label: words.paperSizes.a4 },
                ]}
                onChange={(value) => change('paper', value)}
              />
            </Stack>
            <Select
              label={f.fiscalStartMonth}
              data={months}
              value={String(values.fiscalStartMonth)}
              allowDeselect={false}
              onChange={(value) => value && change('fiscalStartMonth', Number(value))}
              w={200}
            />
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {words.saveLetterhead}
            </Button>
          </Group>
          {message && (
            <Alert color={message.color} variant="light" role="status">
              {message.text}
            </Alert>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

function LogoField() {
  const setting = useSharedSetting('statement-logo');
  const save = useSaveSharedSetting('statement-logo');
  const [message, setMessage] = useState<SaveMessage>(null);
  if (setting.isError) return <QueryError error={setting.error} what={words.loading.logo} />;
  const answer = setting.data;
  const logo = answer?.value.logo ?? null;

  const store = (value: { logo: { type: LogoType; base64: string } | null }) => {
    if (!answer) return;
    save.mutate({ value, from: answer }, saveReactions(setMessage, words.letterheadSaved));
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    setMessage(null);
    const type: LogoType | undefined =
      file.type === 'image/png' ? 'png' : file.type === 'image/jpeg' ? 'jpeg' : undefined;
    if (!type) return setMessage({ color: 'red', text: words.logoWrongType });
    if (file.size > MAX_LOGO_BYTES)
      return setMessage({ color: 'red', text: words.logoTooLarge(MAX_LOGO_BYTES / 1024) });
    const value = {
      logo: { type, base64: base64OfBytes(new Uint8Array(await file.arrayBuffer())) },
    };
    const reading = readStatementLogo(value);
    if (!reading.ok)
      return setMessage({ color: 'red', text: reading.problems.map((p) => p.detail).join(' ') });
    store(reading.value);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {words.letterheadFields.logo}
      </Text>
      <Group gap="md" align="center">
        {logo && (
          <Image
            src={`data:image/${logo.type};base64,${logo.base64}`}
            alt={words.letterheadFields.logo}
            h={48}
            w="auto"
            fit="contain"
          />
        )}
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              variant="default"
              size="xs"
              loading={save.isPending}
              disabled={!answer}
              {...props}
            >
              {words.letterheadFields.logo}…
            </Button>
          )}
        </FileButton>
        {logo && (
          <Button variant="subtle" color="red" size="xs" onClick={() => store({ logo: null })}>
            {words.letterheadFields.removeLogo}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {words.letterheadFields.logoHelp(MAX_LOGO_BYTES / 1024)}
      </Text>
      {message && (
        <Alert color={message.color} variant="light" role="status" py="xs">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
