/**
 * Which action the rules are for: the workflow's `uses:` line when the text is a workflow that
 * names the real action, otherwise the page's setting, kept in the URL (`?target=spec`) so that
 * reload, back and a shared link keep it. The default, the real action, is left out of the URL.
 */
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useId } from 'react';

import { useSearchParamsUpdate } from '../../lib/browser/list-url-state';
import {
  defaultRulesTarget,
  isRulesTarget,
  realActionRepository,
  targetOfWorkflow,
  type RulesTarget,
} from '../../rules/target';
import classes from './target-control.module.css';

const param = 'target';

export interface RulesTargetState {
  /** The target in force. */
  readonly target: RulesTarget;
  /** The page's setting (what the control shows when the text does not decide). */
  readonly chosen: RulesTarget;
  /** The text is a workflow whose `uses:` line names the action, which decides the target. */
  readonly fixedByWorkflow: boolean;
  readonly choose: (target: RulesTarget) => void;
}

export function useRulesTarget(rulesText: string): RulesTargetState {
  const [params, update] = useSearchParamsUpdate();
  const raw = params.get(param);
  const chosen = raw !== null && isRulesTarget(raw) ? raw : defaultRulesTarget;
  const fromWorkflow = targetOfWorkflow(rulesText);
  const choose = useCallback(
    (target: RulesTarget) =>
      update((next) => {
        if (target === defaultRulesTarget) next.delete(param);
        else next.set(param, target);
      }),
    [update],
  );
  return {
    target: fromWorkflow ?? chosen,
    chosen,
    fixedByWorkflow: fromWorkflow !== undefined,
    choose,
  };
}

export interface TargetControlProps {
  readonly state: RulesTargetState;
  /** How many of the spec's names the text holds that the target renames. */
  readonly renameCount: number;
  readonly onRename: () => void;
}

export function TargetControl({ state, renameCount, onRename }: TargetControlProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <Stack gap={4}>
      <Text component="div" size="sm" fw={500} id={labelId}>
        Action
      </Text>
      <Group gap="sm" wrap="wrap" align="center">
        <SegmentedControl
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          data-testid="rules-target"
          value={state.target}
          onChange={(value) => {
            if (isRulesTarget(value)) state.choose(value);
          }}
          data={[
            { value: 'action' satisfies RulesTarget, label: 'asana-github-sync (real)' },
            { value: 'spec' satisfies RulesTarget, label: 'Spec' },
          ]}
          disabled={state.fixedByWorkflow}
          style={{ flex: '1 1 18rem', minWidth: 0, maxWidth: '28rem' }}
          classNames={{ label: classes.label }}
        />
        {renameCount > 0 && (
          <Button variant="light" size="xs" onClick={onRename}>
            Fix all {state.target === 'action' ? 'spec' : 'action'} names ({renameCount})
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" id={descriptionId} data-testid="rules-target-description">
        {state.fixedByWorkflow
          ? `Set by the workflow: its uses: line names ${realActionRepository}, so the rules are checked and exported for the real action.`
          : state.target === 'action'
            ? 'The real action: the spec’s names (has_tracker_tasks, map_host_to_tracker) get a warning, and Export writes has_asana_tasks and map_github_to_asana.'
            : 'The spec: the real action’s names (has_asana_tasks, map_github_to_asana) get a warning, and the rules export in the spec’s names (a workflow step, which uses the real action, in the action’s).'}
      </Text>
    </Stack>
  );
}
