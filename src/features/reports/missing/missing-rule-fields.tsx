import { Group, TextInput } from '@mantine/core';

import {
  missingRuleProblem,
  type MissingRule,
} from '../../../lib/pure/pastoral-care/missing-regulars';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import type { MessageId } from '../../../messages/message-id';
import { useT } from '../../../ui/i18n/language-context';

const fields: { part: keyof MissingRule; label: MessageId }[] = [
  { part: 'minCheckIns', label: 'reports.missing.field.minCheckIns' },
  { part: 'weeks', label: 'reports.missing.field.weeks' },
  { part: 'missingWeeks', label: 'reports.missing.field.missingWeeks' },
];

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

/**
 * The rule's three numbers: each is applied as soon as the rule they make is one that can be
 * counted, and follows the URL on back and forward; a rule that cannot says why at its field.
 */
export function MissingRuleFields({
  rule,
  onChange,
}: {
  rule: MissingRule;
  onChange: (rule: MissingRule) => void;
}) {
  const t = useT();
  const drafts = {
    minCheckIns: useUrlDraft(String(rule.minCheckIns)),
    weeks: useUrlDraft(String(rule.weeks)),
    missingWeeks: useUrlDraft(String(rule.missingWeeks)),
  };
  const draftRule = (part?: keyof MissingRule, text?: string): MissingRule => ({
    minCheckIns: wholeNumber(part === 'minCheckIns' ? (text ?? '') : drafts.minCheckIns[0]),
    weeks: wholeNumber(part === 'weeks' ? (text ?? '') : drafts.weeks[0]),
    missingWeeks: wholeNumber(part === 'missingWeeks' ? (text ?? '') : drafts.missingWeeks[0]),
  });
  const problem = missingRuleProblem(draftRule(), t);

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {fields.map(({ part, label }) => (
        <TextInput
          key={part}
          type="number"
          inputMode="numeric"
          min={1}
          label={t(label)}
          value={drafts[part][0]}
          onChange={(event) => {
            const text = event.currentTarget.value;
            drafts[part][1](text);
            const next = draftRule(part, text);
            if (Object.keys(missingRuleProblem(next, t)).length === 0) onChange(next);
          }}
          error={problem[part]}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
      ))}
    </Group>
  );
}
