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
import type { MessageId } from '../../../messages/message-id';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { QueryError, describeError } from '../../../ui/query-error';
import { saveReactions, type SaveMessage } from './setting-save-message';

/** The months by name in `locale`, for the fiscal year's start. */
const monthsIn = (locale: string) =>
  Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2001, i, 1),
    ),
  }));

/** The wording a statement prints where the organization left its own empty. */
const defaultWording: Partial<Record<keyof StatementLetterhead, MessageId>> = {
  intro: 'giving.statements.wording.intro',
  taxNote: 'giving.statements.wording.taxNote',
  closing: 'giving.statements.wording.closing',
};

/**
 * The wording is the organization's, printed as written in every language. A part left empty
 * prints the default wording in each statement's own language (statement-document.ts), which
 * the field shows as its placeholder.
 */
export function LetterheadForm() {
  const t = useT();
  const locale = useLocale();
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
        what={t('giving.statements.letterhead.what')}
      />
    );
  if (setting.isPending) return <Skeleton height={320} />;
  const answer = setting.data;
  const values = draft ?? answer.value;
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
    const placeholder = defaultWording[name];
    const props = {
      label,
      description,
      ...(placeholder && { placeholder: t(placeholder) }),
      value: values[name],
      error: problems[`/value/${name}`],
      maxLength: letterheadLimits[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        change(name, event.currentTarget.value),
    };
    return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
  };

  const fields = {
    address: text(
      'address',
      t('giving.statements.letterhead.address'),
      true,
      t('giving.statements.letterhead.addressHelp'),
    ),
    contact: text('contact', t('giving.statements.letterhead.contact')),
    intro: text('intro', t('giving.statements.letterhead.intro'), true),
    taxNote: text(
      'taxNote',
      t('giving.statements.letterhead.taxNote'),
      true,
      t('giving.statements.letterhead.taxNoteHelp'),
    ),
    closing: text('closing', t('giving.statements.letterhead.closing')),
    signatureName: text('signatureName', t('giving.statements.letterhead.signatureName')),
    signatureTitle: text('signatureTitle', t('giving.statements.letterhead.signatureTitle')),
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
            setMessage({ color: 'green', text: t('giving.statements.letterhead.saved') });
          } else if (outcome.kind === 'conflict') {
            setDraft(null);
            setMessage({ color: 'yellow', text: t('giving.statements.letterhead.conflict') });
          } else {
            setProblems(Object.fromEntries(outcome.problems.map((p) => [p.pointer, p.detail])));
          }
        },
        onError: (error) => setMessage({ color: 'red', text: describeError(error, t).message }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('giving.statements.letterhead.help')}
      </Text>
      <LogoField />
      <form onSubmit={submit} noValidate aria-label={t('giving.statements.letterhead.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.address}
            {fields.contact}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('giving.statements.letterhead.wordingHelp')}
          </Text>
          {fields.intro}
          {fields.taxNote}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fields.closing}
            {fields.signatureName}
            {fields.signatureTitle}
          </SimpleGrid>
          <Group gap="lg" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="paper-label">
                {t('giving.statements.letterhead.paper')}
              </Text>
              <SegmentedControl
                aria-labelledby="paper-label"
                value={values.paper}
                data={(['letter', 'a4'] as const).map((paper) => ({
                  value: paper,
                  label: t('giving.statements.letterhead.paperSize', { paper }),
                }))}
                onChange={(value) => change('paper', value)}
              />
            </Stack>
            <Select
              label={t('giving.statements.letterhead.fiscalStartMonth')}
              data={monthsIn(locale)}
              value={String(values.fiscalStartMonth)}
              allowDeselect={false}
              onChange={(value) => value && change('fiscalStartMonth', Number(value))}
              w={200}
            />
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('giving.statements.letterhead.save')}
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
  const t = useT();
  const setting = useSharedSetting('statement-logo');
  const save = useSaveSharedSetting('statement-logo');
  const [message, setMessage] = useState<SaveMessage>(null);
  if (setting.isError) {
    return <QueryError error={setting.error} what={t('giving.statements.letterhead.logoWhat')} />;
  }
  const answer = setting.data;
  const logo = answer?.value.logo ?? null;

  const store = (value: { logo: { type: LogoType; base64: string } | null }) => {
    if (!answer) return;
    save.mutate(
      { value, from: answer },
      saveReactions(t, setMessage, t('giving.statements.letterhead.saved')),
    );
  };
  const choose = async (file: File | null) => {
    if (!file) return;
    setMessage(null);
    const type: LogoType | undefined =
      file.type === 'image/png' ? 'png' : file.type === 'image/jpeg' ? 'jpeg' : undefined;
    if (!type) {
      return setMessage({ color: 'red', text: t('giving.statements.letterhead.logoWrongType') });
    }
    if (file.size > MAX_LOGO_BYTES) {
      return setMessage({
        color: 'red',
        text: t('giving.statements.letterhead.logoTooLarge', { kb: MAX_LOGO_BYTES / 1024 }),
      });
    }
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
        {t('giving.statements.letterhead.logo')}
      </Text>
      <Group gap="md" align="center">
        {logo && (
          <Image
            src={`data:image/${logo.type};base64,${logo.base64}`}
            alt={t('giving.statements.letterhead.logo')}
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
              {t('giving.statements.letterhead.chooseLogo')}
            </Button>
          )}
        </FileButton>
        {logo && (
          <Button variant="subtle" color="red" size="xs" onClick={() => store({ logo: null })}>
            {t('giving.statements.letterhead.removeLogo')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('giving.statements.letterhead.logoHelp', { kb: MAX_LOGO_BYTES / 1024 })}
      </Text>
      {message && (
        <Alert color={message.color} variant="light" role="status" py="xs">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
