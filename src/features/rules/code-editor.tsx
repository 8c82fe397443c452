/**
 * A CodeMirror 6 editor as a React component. It owns its text (uncontrolled): changes are
 * reported through onChange, and the page drives it through a handle (replace the text, move
 * the cursor to a diagnostic, insert at the cursor).
 */
import { forceLinting } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

import { baseSetup } from './editor-setup';
import { editorTheme } from './editor-theme';

export interface CodeEditorHandle {
  /** Selects [from, to), scrolls it into view and focuses the editor. */
  readonly focusRange: (from: number, to: number) => void;
  readonly insertAtCursor: (text: string) => void;
  readonly replaceAll: (text: string) => void;
  readonly relint: () => void;
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
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const themeSlot = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  const initial = useRef({ initialText, label, language, scheme, minHeight });

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const start = initial.current;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: start.initialText,
        extensions: [
          baseSetup(start.label),
          start.language,
          themeSlot.current.of(editorTheme(start.scheme)),
          EditorView.theme({ '.cm-content, .cm-gutter': { minHeight: start.minHeight } }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(editorTheme(scheme)) });
  }, [scheme]);

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
      relint() {
        if (view.current) forceLinting(view.current);
      },
    }),
    [],
  );

  return <div ref={host} data-testid={testId} />;
}
