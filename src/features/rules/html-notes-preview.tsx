/**
 * html_notes shown as the task would show them, after DOMPurify: no script, no event handler
 * attributes, no images or styles (which the tracker drops anyway). The sanitized markup is
 * shown too, so the author sees exactly what is left.
 */
import { Code, Paper, Stack, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

import { useT } from '../../ui/i18n/language-context';

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

const PURIFY_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'img',
    'style',
    'form',
    'input',
    'button',
    'iframe',
    'svg',
    'math',
    'video',
    'audio',
  ],
  FORBID_ATTR: ['style', 'srcset'],
};

/**
 * Chrome reports (blocked) inline handlers of markup it parses even in DOMPurify's inert
 * document, so on* attributes are dropped from each tag first. DOMPurify remains the sanitizer.
 */
export function dropInlineHandlers(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) =>
    tag.replace(/[\s/]on[a-z0-9_-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, ' '),
  );
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(dropInlineHandlers(html), PURIFY_OPTIONS);
}

export function HtmlNotesPreview({ html }: { html: string }) {
  const t = useT();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Stack gap={6}>
      <Paper
        withBorder
        p="sm"
        data-testid="html-notes-rendered"
        translate="no"
        // Sanitized by DOMPurify above; the raw template output never reaches the DOM.
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <Text size="xs" c="dimmed">
        {t('rules.task.sanitizedMarkup')}
      </Text>
      <Code block data-testid="html-notes-markup" translate="no" style={WRAP}>
        {clean}
      </Code>
    </Stack>
  );
}
