/** The sample-event pane's fields, its presets, and the SampleEvent they make. */
import type { MessageId } from '../../messages/message-id';
import type { SampleEvent } from '../../rules/sample-event';

export const SAMPLE_KINDS = ['pull_request', 'issues', 'pull_request_review'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export interface SampleForm {
  readonly kind: SampleKind;
  readonly action: string;
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly author: string;
  /** Comma-separated label names the PR or issue carries. */
  readonly labels: string;
  /** The label just added or removed (labeled/unlabeled). */
  readonly labelAdded: string;
  readonly draft: boolean;
  readonly merged: boolean;
  readonly reviewState: string;
}

export interface SamplePreset {
  readonly id: 'bot-pr' | 'human-pr' | 'issue';
  readonly label: MessageId;
  readonly form: SampleForm;
}

export const SAMPLE_PRESETS: readonly SamplePreset[] = [
  {
    id: 'bot-pr',
    label: 'rules.sample.preset.botPr',
    form: {
      kind: 'pull_request',
      action: 'opened',
      number: 482,
      title: 'chore(deps): bump lodash from 4.17.20 to 4.17.21',
      body: 'Bumps [lodash](https://github.com/lodash/lodash) from 4.17.20 to 4.17.21.\n\n![compatibility](https://example.test/badge.svg)\n\n<details><summary>Commits</summary>\n\n- f299b52 Bump to v4.17.21\n</details>',
      author: 'dependabot[bot]',
      labels: 'dependencies',
      labelAdded: '',
      draft: false,
      merged: false,
      reviewState: '',
    },
  },
  {
    id: 'human-pr',
    label: 'rules.sample.preset.humanPr',
    form: {
      kind: 'pull_request',
      action: 'opened',
      number: 517,
      title: 'feat(check-ins): export a week of check-ins as CSV',
      body: 'Adds an **Export** button to the check-ins page.\n\nBUILD-1187\n\nNo task yet.',
      author: 'octocat',
      labels: 'feature',
      labelAdded: '',
      draft: false,
      merged: false,
      reviewState: '',
    },
  },
  {
    id: 'issue',
    label: 'rules.sample.preset.issue',
    form: {
      kind: 'issues',
      action: 'labeled',
      number: 96,
      title: 'Kiosk loses the count after a restart',
      body: 'Steps:\n\n1. Count 12 people\n2. Restart the tablet\n\nThe count is back to 0.',
      author: 'hubot',
      labels: 'bug, needs-task',
      labelAdded: 'needs-task',
      draft: false,
      merged: false,
      reviewState: '',
    },
  },
];

export const DEFAULT_SAMPLE: SampleForm = SAMPLE_PRESETS[0]!.form;

function labelList(labels: string): string[] {
  return labels
    .split(',')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

export function toSample(form: SampleForm): SampleEvent {
  const labels = labelList(form.labels);
  const common = {
    number: form.number,
    title: form.title,
    body: form.body,
    author: form.author,
    labels,
  };
  const url = `https://github.com/example/app/${form.kind === 'issues' ? 'issues' : 'pull'}/${form.number}`;
  return {
    event: { name: form.kind, action: form.action },
    ...(form.kind === 'issues'
      ? { issue: { ...common, url, state: 'open' } }
      : {
          pr: {
            ...common,
            url,
            draft: form.draft,
            merged: form.merged,
            base_ref: 'main',
            head_ref: 'topic',
          },
        }),
    ...(form.labelAdded.trim() !== '' ? { label: { name: form.labelAdded.trim() } } : {}),
    ...(form.kind === 'pull_request_review' && form.reviewState !== ''
      ? { review: { state: form.reviewState } }
      : {}),
  };
}

/** Reads a stored form back, keeping only well-typed fields. */
export function parseSampleForm(value: unknown): SampleForm | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (!SAMPLE_KINDS.includes(v.kind as SampleKind)) return undefined;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  return {
    kind: v.kind as SampleKind,
    action: text('action'),
    number: typeof v.number === 'number' ? v.number : 1,
    title: text('title'),
    body: text('body'),
    author: text('author'),
    labels: text('labels'),
    labelAdded: text('labelAdded'),
    draft: v.draft === true,
    merged: v.merged === true,
    reviewState: text('reviewState'),
  };
}
