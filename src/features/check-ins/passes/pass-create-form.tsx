import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { ApiError } from '../../../api/api-error';
import { useApiCreate } from '../../../lib/browser/api-query/api-mutations';
import type { MessageId } from '../../../messages/message-id';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { describeError } from '../../../ui/query-error';
import { passCodeProblem, type PassCodeProblem } from './pass-code-rules';
import { PassPersonSelect } from './pass-person-select';
import {
  PERSON_PASSES,
  isPassKind,
  passKindText,
  passKinds,
  passKindWords,
  type PassKind,
} from './pass-types';

const codeProblemWords: Readonly<Record<PassCodeProblem, MessageId>> = {
  length: 'check-ins.passes.code.length',
  characters: 'check-ins.passes.code.characters',
};

interface Created {
  code: string;
  kind: string;
  personName: string;
}

/** Server messages by field; what belongs to no field of the form goes under ''. */
function fieldMessages(
  error: unknown,
  t: Translate,
): Record<'person' | 'kind' | 'code' | '', string> {
  const out = { person: '', kind: '', code: '', '': '' };
  if (!(error instanceof ApiError) || !error.isValidation) {
    const { title, message } = describeError(error, t);
    out[''] = `${title}: ${message}`;
    return out;
  }
  for (const [field, messages] of Object.entries(error.fieldErrors())) {
    const text = messages.join(' ');
    if (field === 'code' || field === 'kind' || field === 'person') out[field] = text;
    else out[''] = [out[''], text].filter(Boolean).join(' ');
  }
  return out;
}

/** Creates a barcode or mobile pass for a person, and says plainly whether it worked. */
export function PassCreateForm({ onLookUp }: { onLookUp: (code: string) => void }) {
  const t = useT();
  const [personId, setPersonId] = useState<string | null>(null);
  const [personName, setPersonName] = useState<string | null>(null);
  const [kind, setKind] = useState<PassKind>('barcode');
  const [code, setCode] = useState('');
  // After the first try the fields are checked as they change, so a fixed one clears at once.
  const [attempted, setAttempted] = useState(false);
  const personArea = useRef<HTMLDivElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const creation = useApiCreate(PERSON_PASSES);

  const errors = creation.isError
    ? fieldMessages(creation.error, t)
    : { person: '', kind: '', code: '', '': '' };
  const personProblem =
    attempted && personId === null ? t('check-ins.passes.create.choosePerson') : undefined;
  const codeKind = attempted ? passCodeProblem(code) : undefined;
  const codeProblem = codeKind && t(codeProblemWords[codeKind]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    // The messages render before the focus moves, so the field is read out with its own.
    flushSync(() => {
      setCreated(null);
      setAttempted(true);
    });
    if (personId === null) {
      personArea.current?.querySelector('input')?.focus();
      return;
    }
    if (passCodeProblem(code) !== undefined) {
      codeInput.current?.focus();
      return;
    }
    const trimmed = code.trim();
    const who = personName ?? t('check-ins.passes.create.personWithId', { id: personId });
    creation.mutate(
      {
        params: { person_id: personId },
        body: { attributes: trimmed === '' ? { kind } : { kind, code: trimmed } },
      },
      {
        onSuccess: (pass) => {
          setCreated({ code: pass.attributes.code, kind: pass.attributes.kind, personName: who });
          setCode('');
          setAttempted(false);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-pass-heading">
      <Title order={2} size="h3" id="create-pass-heading" mb="sm">
        {t('check-ins.passes.create.heading')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div ref={personArea}>
            <PassPersonSelect
              value={personId}
              onChange={(id, name) => {
                setPersonId(id);
                setPersonName(name);
              }}
              error={personProblem ?? (errors.person !== '' ? errors.person : undefined)}
              disabled={creation.isPending}
            />
          </div>
          <Radio.Group
            label={t('check-ins.passes.create.kind')}
            value={kind}
            onChange={(value) => {
              if (isPassKind(value)) setKind(value);
            }}
            error={errors.kind !== '' ? errors.kind : undefined}
          >
            <Stack gap="xs" mt={6}>
              {passKinds.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(passKindWords[choice].label)}
                  description={t(passKindWords[choice].description)}
                  disabled={creation.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
          {kind === 'pkpass' && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconMail size={18} aria-hidden="true" />}
              title={t('check-ins.passes.create.emailTitle')}
            >
              {t('check-ins.passes.create.emailText')}
            </Alert>
          )}
          <TextInput
            label={t('check-ins.passes.create.code')}
            description={t('check-ins.passes.create.codeHint')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              if (creation.isError) creation.reset();
            }}
            error={codeProblem ?? (errors.code !== '' ? errors.code : undefined)}
            ref={codeInput}
            disabled={creation.isPending}
            autoComplete="off"
            spellCheck={false}
          />
          {errors[''] !== '' && (
            <Alert
              color="red"
              variant="light"
              title={t('check-ins.passes.create.notCreated')}
              role="alert"
            >
              {errors['']}
            </Alert>
          )}
          {creation.isError && errors[''] === '' && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {t('check-ins.passes.create.fixFields')}
            </Text>
          )}
          {created && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCheck size={18} aria-hidden="true" />}
              title={t('check-ins.passes.create.created')}
              role="status"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  <Message
                    id={
                      created.kind === 'pkpass'
                        ? 'check-ins.passes.create.createdEmailed'
                        : 'check-ins.passes.create.createdText'
                    }
                    values={{
                      kind: passKindText(t, created.kind),
                      code: created.code,
                      person: created.personName,
                    }}
                    components={{ 0: <Text span ff="monospace" fw={700} /> }}
                  />
                </Text>
                <Button size="xs" variant="white" onClick={() => onLookUp(created.code)}>
                  {t('check-ins.passes.create.lookUp')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={creation.isPending}>
              {t('check-ins.passes.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
