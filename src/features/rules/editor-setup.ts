/** The CodeMirror pieces every editor on the page shares (there is no `codemirror` meta-package). */
import { closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

import type { Translate } from '../../lib/pure/i18n/translator';

/** Tab is left alone so that keyboard users can leave the editor (Esc, then Tab, also works). */
export function baseSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    highlightActiveLine(),
    EditorView.lineWrapping,
    EditorState.tabSize.of(2),
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...completionKeymap,
      ...lintKeymap,
    ]),
  ];
}

/**
 * The editor's own words in the interface's language: its accessible name, and the phrases
 * CodeMirror's parts show (fold markers, the lint panel, the completion list's name).
 */
export function editorWords(label: string, t: Translate): Extension {
  return [
    EditorView.contentAttributes.of({ 'aria-label': label }),
    EditorState.phrases.of({
      'Fold line': t('rules.editor.phrase.foldLine'),
      'Unfold line': t('rules.editor.phrase.unfoldLine'),
      'Folded lines': t('rules.editor.phrase.foldedLines'),
      'Unfolded lines': t('rules.editor.phrase.unfoldedLines'),
      to: t('rules.editor.phrase.to'),
      'folded code': t('rules.editor.phrase.foldedCode'),
      unfold: t('rules.editor.phrase.unfold'),
      Completions: t('rules.editor.phrase.completions'),
      'Selection deleted': t('rules.editor.phrase.selectionDeleted'),
      Diagnostics: t('rules.editor.phrase.diagnostics'),
      'No diagnostics': t('rules.editor.phrase.noDiagnostics'),
      close: t('rules.editor.phrase.close'),
      'Control character': t('rules.editor.phrase.controlCharacter'),
    }),
  ];
}
