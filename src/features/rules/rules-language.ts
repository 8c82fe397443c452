/**
 * The rules editor's language support, all from the engine: YAML highlighting, diagnostics
 * (with quick fixes), completion of keys, values, helpers and variables, hover help on keys,
 * values, helpers and variables.
 *
 * The diagnostics are not computed here on CodeMirror's own schedule: the page analyses the
 * text once per change and hands the result both to its validity summary and to the editor
 * (CodeEditor's `diagnostics`), in the same commit, so the underline and the summary agree.
 */
import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { linter, lintGutter, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import { Facet, type Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type Tooltip } from '@codemirror/view';

import { completionsAt } from '../../rules/completion-items';
import type { Diagnostic } from '../../rules/diagnostic';
import { hoverAt } from '../../rules/hover-info';
import { defaultRulesTarget, type RulesTarget } from '../../rules/target';

/**
 * The engine's diagnostics as CodeMirror's, each fix a quick-fix action. The action applies
 * the fix where the diagnostic is now (CodeMirror maps its range through later edits).
 */
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
                apply: (view: EditorView, nowFrom: number) => {
                  const shift = nowFrom - from;
                  const docLength = view.state.doc.length;
                  const fixFrom = Math.min(Math.max(fix.from + shift, 0), docLength);
                  const fixTo = Math.min(Math.max(fix.to + shift, fixFrom), docLength);
                  view.dispatch({
                    changes: { from: fixFrom, to: fixTo, insert: fix.insert },
                    userEvent: 'input.fix',
                  });
                },
              },
            ],
          }
        : {}),
    };
  });
}

/**
 * The page's target setting, for completion and hover (a workflow's `uses:` line still wins:
 * the engine resolves it). The page reconfigures it when the setting changes.
 */
const targetFacet = Facet.define<RulesTarget, RulesTarget>({
  combine: (values) => values[0] ?? defaultRulesTarget,
});

export function rulesTarget(target: RulesTarget): Extension {
  return targetFacet.of(target);
}

function completionSource(context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const result = completionsAt(text, context.pos, { target: context.state.facet(targetFacet) });
  if (!result) return null;
  // Unasked, offer only while a word is being typed or right after "{{", ": " or "- ".
  const before = text.slice(Math.max(0, context.pos - 2), context.pos);
  if (!context.explicit && result.from === context.pos && !/(\{\{|: |- )$/.test(before)) {
    return null;
  }
  return {
    from: result.from,
    // The engine's items are CodeMirror completions already (label, type, detail, info, apply).
    options: result.items,
    validFor: /^[\w.@-]*$/,
  };
}

/** Help on the word under the pointer: keys, values (opened, ready_for_review), helpers. */
function hoverSource(view: EditorView, pos: number): Tooltip | null {
  const info = hoverAt(view.state.doc.toString(), pos, { target: view.state.facet(targetFacet) });
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

/** The lint machinery with no source of its own: the page sets the diagnostics. */
const pageLinted: Extension = linter(null);

/**
 * The rules editor: YAML, diagnostics with a gutter, completion and hover help (for the target
 * set with rulesTarget, default the real action).
 */
export function rulesLanguage(): Extension {
  return [
    yaml(),
    pageLinted,
    lintGutter(),
    autocompletion({ override: [completionSource], activateOnTyping: true }),
    hoverTooltip(hoverSource),
  ];
}

/** The user_mappings editor: YAML and its diagnostics. */
export function mappingsLanguage(): Extension {
  return [yaml(), pageLinted];
}
