/** The sample event the preview runs against: a preset, then every field editable. */
import {
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ChangeEvent } from 'react';

import { EVENT_ACTIONS, REVIEW_STATES } from '../../rules/vocabulary';
import { useT } from '../../ui/i18n/language-context';
import { SAMPLE_KINDS, SAMPLE_PRESETS, type SampleForm, type SampleKind } from './sample-form';

export interface SampleEventPaneProps {
  readonly form: SampleForm;
  readonly onChange: (form: SampleForm) => void;
}

function presetOf(form: SampleForm): string {
  const preset = SAMPLE_PRESETS.find((p) => JSON.stringify(p.form) === JSON.stringify(form));
  return preset?.id ?? 'custom';
}

/** Bot PR / Human PR / Issue: each replaces every field of the sample. */
export function SamplePresetPicker({ form, onChange }: SampleEventPaneProps) {
  const t = useT();
  const preset = presetOf(form);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="sample-preset-label">
        {t('rules.sample.preset.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="sample-preset-label"
        value={preset}
        onChange={(id) => {
          const next = SAMPLE_PRESETS.find((p) => p.id === id);
          if (next) onChange(next.form);
        }}
        data={[
          ...SAMPLE_PRESETS.map((p) => ({ value: p.id, label: t(p.label) })),
          ...(preset === 'custom'
            ? [{ value: 'custom', label: t('rules.sample.preset.edited') }]
            : []),
        ]}
        fullWidth
      />
    </Stack>
  );
}

// The event's names, actions and review states are GitHub's own words (code), shown as they are.
export function SampleEventPane({ form, onChange }: SampleEventPaneProps) {
  const t = useT();
  const set = <K extends keyof SampleForm>(key: K, value: SampleForm[K]) =>
    onChange({ ...form, [key]: value });
  /** A text input's value and onChange for one field. */
  const text = (key: 'author' | 'title' | 'body' | 'labels' | 'labelAdded') => ({
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, e.currentTarget.value),
  });
  const check = (key: 'draft' | 'merged') => ({
    checked: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.checked),
  });
  const inputs = {
    author: text('author'),
    title: text('title'),
    body: text('body'),
    labels: text('labels'),
    labelAdded: text('labelAdded'),
  };
  const boxes = { draft: check('draft'), merged: check('merged') };
  const actions = EVENT_ACTIONS[form.kind] ?? [];
  const isPr = form.kind !== 'issues';

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('rules.sample.event')}
          data={[...SAMPLE_KINDS]}
          value={form.kind}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            const kind = value as SampleKind;
            const valid = EVENT_ACTIONS[kind] ?? [];
            onChange({
              ...form,
              kind,
              action: valid.includes(form.action) ? form.action : (valid[0] ?? ''),
            });
          }}
        />
        <Select
          label={t('rules.sample.action')}
          data={
            actions.includes(form.action) || form.action === ''
              ? actions
              : [form.action, ...actions]
          }
          value={form.action}
          allowDeselect={false}
          searchable
          onChange={(value) => value && set('action', value)}
        />
        <TextInput label={t('rules.sample.author')} {...inputs.author} />
        <NumberInput
          label={t(isPr ? 'rules.sample.prNumber' : 'rules.sample.issueNumber')}
          value={form.number}
          min={1}
          allowDecimal={false}
          onChange={(value) => set('number', typeof value === 'number' ? value : 1)}
        />
      </SimpleGrid>
      <TextInput label={t('rules.sample.title')} {...inputs.title} />
      <Textarea
        label={t('rules.sample.body')}
        description={t('rules.sample.bodyDescription')}
        {...inputs.body}
        autosize
        minRows={3}
        maxRows={6}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('rules.sample.labels')}
          description={t('rules.sample.labelsDescription')}
          {...inputs.labels}
        />
        <TextInput
          label={t('rules.sample.labelAdded')}
          description={t('rules.sample.labelAddedDescription')}
          {...inputs.labelAdded}
        />
      </SimpleGrid>
      {isPr && (
        <Group gap="lg">
          <Checkbox label={t('rules.sample.draft')} {...boxes.draft} />
          <Checkbox label={t('rules.sample.merged')} {...boxes.merged} />
        </Group>
      )}
      {form.kind === 'pull_request_review' && (
        <Select
          label={t('rules.sample.reviewState')}
          data={[...REVIEW_STATES]}
          value={form.reviewState || null}
          onChange={(value) => set('reviewState', value ?? '')}
        />
      )}
    </Stack>
  );
}
