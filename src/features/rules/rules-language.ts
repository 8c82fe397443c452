/**
 * The rules editor's language support, all from the engine: YAML highlighting, diagnostics as
 * you type (with quick fixes), completion of keys, values, helpers and variables, hover help.
 */
import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { linter, lintGutter, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type Tooltip } from '@codemirror/view';

import { completionsAt } from '../../rules/completion-items';
import type { Diagnostic } from '../../rules/diagnostic';
import { hoverAt } from '../../rules/hover-info';

export function toEditorDiagnostics(
  diagnostics: readonly Diagnostic[],
  length: number,
): EditorDiagnostic[] {
  return diagnostics.map((d) => {
    const from = Math.min(d.from, length);
    const to = Math.min(Math.max(d.to, from), length);
    const fix = d.fix;
    return {
      from,
      to,
      severity: d.severity,
      message: d.message,
      source: d.path || undefined,
      ...(fix
        ? {
            actions: [
              {
                name: fix.label,
                apply: (view: EditorView) => {
                  view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert } });
                },
              },
            ],
          }
        : {}),
    };
  });
}

function completionSource(context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const result = completionsAt(text, context.pos);
  if (!result) return null;
  // Unasked, offer only while a word is being typed or right after "{{", ": " or "- ".
  const before = text.slice(Math.max(0, context.pos - 2), context.pos);
  if (!context.explicit && result.from === context.pos && !/(\{\{|: |- )$/.test(before)) {
    return null;
  }
  return {
    from: result.from,
    options: result.items.map((item) => ({
      label: item.label,
      type: item.type,
      ...(item.detail ? { detail: item.detail } : {}),
      ...(item.info ? { info: item.info } : {}),
      ...(item.apply ? { apply: item.apply } : {}),
    })),
    validFor: /^[\w.@-]*$/,
  };
}

function hoverSource(view: EditorView, pos: number): Tooltip | null {
  const info = hoverAt(view.state.doc.toString(), pos);
  if (!info) return null;
  return {
    pos: info.from,
    end: info.to,
    above: true,
    create() {
      const dom = document.createElement('div');
      const title = document.createElement('div');
      title.className = 'cm-rules-hover-title';
      title.textContent = info.title;
      const doc = document.createElement('div');
      doc.textContent = info.doc;
      dom.append(title, doc);
      return { dom };
    },
  };
}

/** `diagnose` gives the engine's findings for the editor's text. */
export function rulesLanguage(diagnose: (text: string) => readonly Diagnostic[]): Extension {
  return [
    yaml(),
    linter(
      (view) => toEditorDiagnostics(diagnose(view.state.doc.toString()), view.state.doc.length),
      { delay: 250 },
    ),
    lintGutter(),
    autocompletion({ override: [completionSource], activateOnTyping: true }),
    hoverTooltip(hoverSource),
  ];
}

/** The user_mappings editor: YAML and its own diagnostics. */
export function mappingsLanguage(diagnose: (text: string) => readonly Diagnostic[]): Extension {
  return [
    yaml(),
    linter(
      (view) => toEditorDiagnostics(diagnose(view.state.doc.toString()), view.state.doc.length),
      { delay: 250 },
    ),
  ];
}
