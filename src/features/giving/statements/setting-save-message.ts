/** What a save of a statement setting says: saved, changed meanwhile by someone else, or why not. */
import type { SharedSettingGroupName } from '../../../api/proxy/shared-settings-contract';
import type { SaveOutcome } from '../../../lib/browser/shared-settings';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { describeError } from '../../../ui/query-error';

export type SaveMessage = { color: string; text: string } | null;

/** The `mutate` reactions that show a save's outcome with `show`; `saved` words a success. */
export function saveReactions(t: Translate, show: (message: SaveMessage) => void, saved: string) {
  return {
    onSuccess: <G extends SharedSettingGroupName>(outcome: SaveOutcome<G>) =>
      show(
        outcome.kind === 'saved'
          ? { color: 'green', text: saved }
          : outcome.kind === 'conflict'
            ? { color: 'yellow', text: t('giving.statements.letterhead.conflict') }
            : { color: 'red', text: outcome.problems.map((p) => p.detail).join(' ') },
      ),
    onError: (error: unknown) => show({ color: 'red', text: describeError(error, t).message }),
  };
}
