/** Rules texts shared by the engine's tests. */

/** A valid create_task rule; `when` and `task` lines can be replaced. */
export function createRule({
  when = ['event: pull_request', 'action: opened', 'has_tracker_tasks: false'],
  task = [
    "project: '1201234567890123'",
    "workspace: '1200000000000001'",
    "title: '{{clean_title pr.title}}'",
  ],
  extraThen = [] as string[],
}: { when?: string[]; task?: string[]; extraThen?: string[] } = {}): string {
  return [
    'rules:',
    '  - when:',
    ...when.map((l) => `      ${l}`),
    '    then:',
    '      create_task:',
    ...task.map((l) => `        ${l}`),
    ...extraThen.map((l) => `      ${l}`),
    '',
  ].join('\n');
}

/** A valid update rule. */
export function updateRule(
  when: string[] = ['event: pull_request', 'action: closed'],
  then: string[] = ['mark_complete: true'],
): string {
  return [
    'rules:',
    '  - when:',
    ...when.map((l) => `      ${l}`),
    '    then:',
    ...then.map((l) => `      ${l}`),
    '',
  ].join('\n');
}

export const BOT_RULES = `rules:
  - when:
      event: pull_request
      action: opened
      has_tracker_tasks: false
      author:
        - dependabot[bot]
        - renovate[bot]
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        section: '1201234567890999'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        notes: '{{sanitize_markdown pr.body}}'
        assignee: '{{map_host_to_tracker pr.author}}'
        initial_fields:
          '1202000000000001': '{{extract_from_body "BUILD-(\\d+)"}}'
`;

/** BOT_RULES in the real action's names (has_asana_tasks, map_github_to_asana). */
export const BOT_RULES_ACTION = BOT_RULES.replace('has_tracker_tasks', 'has_asana_tasks').replace(
  'map_host_to_tracker',
  'map_github_to_asana',
);
