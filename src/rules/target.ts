/**
 * Which action a rules file is written for. `action` is the real one
 * (planningcenter/asana-github-sync: `has_asana_tasks`, `map_github_to_asana`, its template
 * context); `spec` is the contract in shared/spec (`has_tracker_tasks`, `map_host_to_tracker`).
 * A workflow's `uses:` line decides when there is one; otherwise the editor's setting or the
 * CLI's `--target`, default the real action.
 */
export const rulesTargets = ['action', 'spec'] as const;
export type RulesTarget = (typeof rulesTargets)[number];

export const defaultRulesTarget: RulesTarget = 'action';

/** The real action's repository, as a workflow's `uses:` names it. */
export const realActionRepository = 'planningcenter/asana-github-sync';

export function isRulesTarget(text: string): text is RulesTarget {
  return (rulesTargets as readonly string[]).includes(text);
}

/**
 * The target a workflow's `uses:` line names: the real action's repository (any ref) is
 * `action`; undefined when no step uses it (a bare rules file, or another action).
 */
export function targetOfWorkflow(text: string): RulesTarget | undefined {
  const uses = /^\s*(?:-\s*)?uses:\s*['"]?([^\s'"#]+)/gm;
  for (const match of text.matchAll(uses)) {
    const [repository] = (match[1] ?? '').split('@');
    if (repository?.toLowerCase() === realActionRepository) return 'action';
  }
  return undefined;
}

/** The target in force: the workflow's `uses:` line wins over the chosen setting. */
export function resolveTarget(text: string, chosen: RulesTarget | undefined): RulesTarget {
  return targetOfWorkflow(text) ?? chosen ?? defaultRulesTarget;
}

/** The names that differ between the targets: the when key and the user-mapping helper. */
export interface TargetNames {
  readonly trackerTasks: 'has_tracker_tasks' | 'has_asana_tasks';
  readonly mapHelper: 'map_host_to_tracker' | 'map_github_to_asana';
}

export const TARGET_NAMES: Readonly<Record<RulesTarget, TargetNames>> = {
  action: { trackerTasks: 'has_asana_tasks', mapHelper: 'map_github_to_asana' },
  spec: { trackerTasks: 'has_tracker_tasks', mapHelper: 'map_host_to_tracker' },
};

export function otherTarget(target: RulesTarget): RulesTarget {
  return target === 'action' ? 'spec' : 'action';
}

/** Who knows a name, in messages: "the real action (planningcenter/asana-github-sync)" or "the spec". */
export function targetLabel(target: RulesTarget): string {
  return target === 'action' ? `the real action (${realActionRepository})` : 'the spec';
}

/**
 * The target's spelling of `name` when `name` is the other target's (has_tracker_tasks →
 * has_asana_tasks for `action`); undefined when the target knows the name or it is no such name.
 */
export function targetSpelling(name: string, target: RulesTarget): string | undefined {
  const own = TARGET_NAMES[target];
  const foreign = TARGET_NAMES[otherTarget(target)];
  if (name === foreign.trackerTasks) return own.trackerTasks;
  if (name === foreign.mapHelper) return own.mapHelper;
  return undefined;
}

/**
 * How serious the other target's spelling of a name is: an error for the real action, whose own
 * code ignores the name and then refuses the file or renders the value "" (D168); a warning for
 * the spec, which says nothing of the action's names.
 */
export function foreignNameSeverity(target: RulesTarget): 'error' | 'warning' {
  return target === 'action' ? 'error' : 'warning';
}
