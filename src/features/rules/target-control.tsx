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
import { useT } from '../../ui/i18n/language-context';
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
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <Stack gap={4}>
      <Text component="div" size="sm" fw={500} id={labelId}>
        {t('rules.target.label')}
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
            { value: 'action' satisfies RulesTarget, label: t('rules.target.action') },
            { value: 'spec' satisfies RulesTarget, label: t('rules.target.spec') },
          ]}
          disabled={state.fixedByWorkflow}
          style={{ flex: '1 1 18rem', minWidth: 0, maxWidth: '28rem' }}
          classNames={{ control: classes.control, label: classes.label }}
        />
        {renameCount > 0 && (
          <Button variant="light" size="xs" onClick={onRename}>
            {t('rules.target.fixAll', { target: state.target, count: renameCount })}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" id={descriptionId} data-testid="rules-target-description">
        {state.fixedByWorkflow
          ? t('rules.target.fixedByWorkflow', { repository: realActionRepository })
          : state.target === 'action'
            ? t('rules.target.actionDescription')
            : t('rules.target.specDescription')}
      </Text>
    </Stack>
  );
}
