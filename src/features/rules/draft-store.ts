/** The editor's work in progress, kept in this browser's localStorage. */
import { parseSampleForm, type SampleForm } from './sample-form';

const KEY = 'narthex.rules-editor.draft.v1';

export interface Draft {
  readonly rules: string;
  readonly userMappings: string;
  readonly sample: SampleForm;
  /** ISO time of the last save. */
  readonly savedAt: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); drafts are then not kept.
    return undefined;
  }
}

export function loadDraft(): Draft | undefined {
  const raw = storage()?.getItem(KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const sample = parseSampleForm(value.sample);
    if (typeof value.rules !== 'string' || typeof value.userMappings !== 'string' || !sample) {
      return undefined;
    }
    return {
      rules: value.rules,
      userMappings: value.userMappings,
      sample,
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : new Date(0).toISOString(),
    };
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: Omit<Draft, 'savedAt'>): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A full or disabled storage only means the draft is not kept.
  }
}

export function discardDraft(): void {
  storage()?.removeItem(KEY);
}
