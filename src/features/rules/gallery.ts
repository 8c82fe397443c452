/**
 * Starting templates: each is a valid rules file (in the real action's names), its user
 * mappings and a matching sample.
 */
import type { MessageId } from '../../messages/message-id';
import type { SamplePreset } from './sample-form';

export interface GalleryTemplate {
  readonly id: string;
  /** The template's name and what it does, as messages (the rules themselves are code). */
  readonly name: MessageId;
  readonly description: MessageId;
  readonly rules: string;
  readonly userMappings: string;
  readonly sample: SamplePreset['id'];
}

const MAPPINGS = `# code-host login: task-tracker user GID (quoted)
octocat: '1200000000000101'
hubot: '1200000000000102'
'dependabot[bot]': '1200000000000103'
`;

export const GALLERY: readonly GalleryTemplate[] = [
  {
    id: 'bot-prs',
    name: 'rules.gallery.botPrs.name',
    description: 'rules.gallery.botPrs.description',
    sample: 'bot-pr',
    userMappings: MAPPINGS,
    rules: `rules:
  # One task per dependency bump, in the "Dependencies" section.
  - when:
      event: pull_request
      action: opened
      has_asana_tasks: false
      author:
        - 'dependabot[bot]'
        - 'renovate[bot]'
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        section: '1201234567890200'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        notes: |-
          {{sanitize_markdown pr.body}}

          {{pr.url}}
        assignee: '{{map_github_to_asana pr.author}}'
`,
  },
  {
    id: 'human-prs',
    name: 'rules.gallery.humanPrs.name',
    description: 'rules.gallery.humanPrs.description',
    sample: 'human-pr',
    userMappings: MAPPINGS,
    rules: `rules:
  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_asana_tasks: false
      draft: false
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}}'
        html_notes: '<body>{{markdown_to_html pr.body}}<p>{{pr.url}}</p></body>'
        assignee: '{{map_github_to_asana pr.author}}'
        initial_fields:
          '1202000000000001': '{{or (extract_from_body "BUILD-(\\d+)") "none"}}'
  # Once a task is linked, keep it in step with the pull request.
  - when:
      event: pull_request
      action: closed
      merged: true
      has_asana_tasks: true
    then:
      mark_complete: true
      post_pr_comment: 'Marked {{summary.total}} task(s) complete.'
`,
  },
  {
    id: 'issues',
    name: 'rules.gallery.issues.name',
    description: 'rules.gallery.issues.description',
    sample: 'issue',
    userMappings: MAPPINGS,
    rules: `rules:
  - when:
      event: issues
      action: labeled
      label: needs-task
      has_asana_tasks: false
    then:
      create_task:
        project: '1201234567890124'
        workspace: '1200000000000001'
        title: 'Issue #{{issue.number}}: {{issue.title}}'
        html_notes: '<body>{{markdown_to_html issue.body}}<p>Reported by {{issue.author}}: {{issue.url}}</p></body>'
        assignee: me
`,
  },
];

export const DEFAULT_TEMPLATE: GalleryTemplate = GALLERY[0]!;
