import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';

import { ApiError } from '../../../api/api-error';
import { useApiCreate } from '../../../lib/browser/api-query/api-queries';
import { describeError } from '../../../ui/query-error';
import { passCodeProblem } from './pass-code-rules';
import { PassPersonSelect } from './pass-person-select';
import {
  PERSON_PASSES,
  isPassKind,
  passKindText,
  passKinds,
  passKindWords,
  type PassKind,
} from './pass-types';

interface Created {
  code: string;
  kind: string;
  personName: string;
}

/** Server messages by field; what belongs to no field of the form goes under ''. */
function fieldMessages(error: unknown): Record<'person' | 'kind' | 'code' | '', string> {
  const out = { person: '', kind: '', code: '', '': '' };
  if (!(error instanceof ApiError) || !error.isValidation) {
    const { title, message } = describeError(error);
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
    ? fieldMessages(creation.error)
    : { person: '', kind: '', code: '', '': '' };
  const personProblem =
    attempted && personId === null ? 'Choose the person the pass is for' : undefined;
  const codeProblem = attempted ? passCodeProblem(code) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    setCreated(null);
    setAttempted(true);
    if (personId === null) {
      personArea.current?.querySelector('input')?.focus();
      return;
    }
    if (passCodeProblem(code) !== undefined) {
      codeInput.current?.focus();
      return;
    }
    const trimmed = code.trim();
    const who = personName ?? `person ${personId}`;
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
        Create a pass
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
            label="Kind"
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
                  label={passKindWords[choice].label}
                  description={passKindWords[choice].description}
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
              title="This sends an e-mail"
            >
              Creating a mobile pass e-mails it to this person.
            </Alert>
          )}
          <TextInput
            label="Code"
            description="Leave empty and the service makes up a unique code."
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
            <Alert color="red" variant="light" title="The pass was not created" role="alert">
              {errors['']}
            </Alert>
          )}
          {creation.isError && errors[''] === '' && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              The pass was not created: fix the fields marked above.
            </Text>
          )}
          {created && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCheck size={18} aria-hidden="true" />}
              title="Pass created"
              role="status"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {passKindText(created.kind)} with code{' '}
                  <Text span ff="monospace" fw={700}>
                    {created.code}
                  </Text>{' '}
                  now belongs to {created.personName}.
                  {created.kind === 'pkpass' && ' It was e-mailed to them.'}
                </Text>
                <Button size="xs" variant="white" onClick={() => onLookUp(created.code)}>
                  Look it up
                </Button>
              </Stack>
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={creation.isPending}>
              Create pass
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
