/**
 * CodeMirror look in Mantine's colours, light and dark. Token colours are chosen for at least
 * 4.5:1 contrast on the editor background (the gutter too), so axe's contrast check passes.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const base = EditorView.theme({
  '&': {
    fontSize: '0.875rem',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-md)',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '1px',
  },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.5',
  },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'transparent', color: 'var(--mantine-color-text)' },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '.cm-cursor': { borderLeftColor: 'var(--mantine-color-text)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-sm)',
    maxWidth: '32rem',
  },
  '.cm-tooltip-hover': { padding: '0.5rem 0.75rem' },
  '.cm-rules-hover-title': { fontFamily: 'ui-monospace, monospace', fontWeight: 700 },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    backgroundColor: 'var(--mantine-primary-color-filled)',
    color: 'var(--mantine-color-white)',
  },
  '.cm-completionDetail': { color: 'inherit', opacity: 0.85 },
  '.cm-diagnostic': { padding: '0.25rem 0.5rem', whiteSpace: 'pre-wrap' },
  '.cm-panels': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
});

const light = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#1d4ed8' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a3371b' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#0f6b3c' },
  { tag: [tags.keyword, tags.typeName], color: '#7b2c9c' },
  { tag: [tags.comment, tags.lineComment], color: '#5f666d', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.squareBracket, tags.brace], color: '#3d4349' },
  { tag: tags.invalid, color: '#b3261e' },
]);

const dark = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: '#93c5fd' },
  { tag: [tags.string, tags.special(tags.string)], color: '#fca98a' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#86efac' },
  { tag: [tags.keyword, tags.typeName], color: '#e0b4f5' },
  { tag: [tags.comment, tags.lineComment], color: '#a3a3a3', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.squareBracket, tags.brace], color: '#d4d4d4' },
  { tag: tags.invalid, color: '#ff9c94' },
]);

export function editorTheme(scheme: 'light' | 'dark'): Extension {
  return [
    base,
    EditorView.theme({}, { dark: scheme === 'dark' }),
    syntaxHighlighting(scheme === 'dark' ? dark : light),
  ];
}
