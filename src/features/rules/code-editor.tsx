/**
 * A CodeMirror 6 editor as a React component. It owns its text (uncontrolled): changes are
 * reported through onChange, and the page drives it through a handle (replace the text, move
 * the cursor to a diagnostic, insert at the cursor). Its diagnostics come from the page
 * (`diagnostics`), set in the same commit that renders the rest of the page's analysis.
 */
import { setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';

import type { Diagnostic } from '../../rules/diagnostic';
import { useT } from '../../ui/i18n/language-context';
import { baseSetup, editorWords } from './editor-setup';
import { editorTheme } from './editor-theme';
import { toEditorDiagnostics } from './rules-language';

export interface CodeEditorHandle {
  /** Selects [from, to), scrolls it into view and focuses the editor. */
  readonly focusRange: (from: number, to: number) => void;
  readonly insertAtCursor: (text: string) => void;
  readonly replaceAll: (text: string) => void;
  /** Applies edits given in the current text's offsets, as one undoable change. */
  readonly edit: (edits: readonly { from: number; to: number; insert: string }[]) => void;
}

function showDiagnostics(
  view: EditorView,
  { text, items }: { text: string; items: readonly Diagnostic[] },
): void {
  // Another text (an edit not analysed yet): the next analysis brings its own, and until
  // then CodeMirror keeps the previous ones mapped through the edit.
  if (view.state.doc.toString() !== text) return;
  view.dispatch(setDiagnostics(view.state, toEditorDiagnostics(items, text.length)));
}

export interface CodeEditorProps {
  readonly initialText: string;
  readonly onChange: (text: string) => void;
  /** Accessible name of the editing area. */
  readonly label: string;
  readonly language: Extension;
  readonly scheme: 'light' | 'dark';
  /** Smallest CSS height; the editor grows with its text (the page scrolls, not the editor). */
  readonly minHeight: string;
  readonly handleRef?: Ref<CodeEditorHandle>;
  readonly testId?: string;
  /** The engine's diagnostics of `diagnosedText`; shown only while the editor holds that text. */
  readonly diagnostics: readonly Diagnostic[];
  readonly diagnosedText: string;
  /** Configuration that changes with the page (reconfigured in place, the text kept). */
  readonly configuration?: Extension;
}

export function CodeEditor({
  initialText,
  onChange,
  label,
  language,
  scheme,
  minHeight,
  handleRef,
  testId,
  diagnostics,
  diagnosedText,
  configuration,
}: CodeEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const themeSlot = useRef(new Compartment());
  const configurationSlot = useRef(new Compartment());
  const wordsSlot = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  const initial = useRef({ initialText, label, t, language, scheme, minHeight, configuration });
  const latestDiagnostics = useRef({ text: diagnosedText, items: diagnostics });

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  // A layout effect: the underlines change in the same commit (and frame) as the page.
  useLayoutEffect(() => {
    latestDiagnostics.current = { text: diagnosedText, items: diagnostics };
    if (view.current) showDiagnostics(view.current, latestDiagnostics.current);
  }, [diagnosedText, diagnostics]);

  useLayoutEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const start = initial.current;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: start.initialText,
        extensions: [
          baseSetup(),
          wordsSlot.current.of(editorWords(start.label, start.t)),
          start.language,
          themeSlot.current.of(editorTheme(start.scheme)),
          configurationSlot.current.of(start.configuration ?? []),
          EditorView.theme({ '.cm-content, .cm-gutter': { minHeight: start.minHeight } }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    showDiagnostics(editor, latestDiagnostics.current);
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(editorTheme(scheme)) });
  }, [scheme]);

  // The accessible name and CodeMirror's phrases follow the interface's language.
  useEffect(() => {
    view.current?.dispatch({ effects: wordsSlot.current.reconfigure(editorWords(label, t)) });
  }, [label, t]);

  useLayoutEffect(() => {
    view.current?.dispatch({
      effects: configurationSlot.current.reconfigure(configuration ?? []),
    });
  }, [configuration]);

  useImperativeHandle(
    handleRef,
    () => ({
      focusRange(from, to) {
        const editor = view.current;
        if (!editor) return;
        const length = editor.state.doc.length;
        editor.dispatch({
          selection: { anchor: Math.min(from, length), head: Math.min(to, length) },
          scrollIntoView: true,
        });
        editor.focus();
      },
      insertAtCursor(text) {
        const editor = view.current;
        if (!editor) return;
        editor.dispatch(editor.state.replaceSelection(text));
        editor.focus();
      },
      replaceAll(text) {
        const editor = view.current;
        if (!editor) return;
        editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
      },
      edit(edits) {
        const editor = view.current;
        if (!editor || edits.length === 0) return;
        editor.dispatch({ changes: [...edits], userEvent: 'input.fix' });
      },
    }),
    [],
  );

  return <div ref={host} data-testid={testId} />;
}
