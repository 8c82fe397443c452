// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { dropInlineHandlers, sanitizeHtml } from './html-notes-preview';

describe('html_notes sanitizing', () => {
  it('drops inline handlers from tags, however they are written, and leaves text alone', () => {
    expect(
      dropInlineHandlers(
        '<img src=x onerror="a()"><svg/onload=b()><p ONCLICK=\'c\'>turn on=off</p>',
      ),
    ).toBe('<img src=x ><svg ><p >turn on=off</p>');
  });

  it('keeps safe markup and removes scripts, images, handlers and javascript: links', () => {
    expect(
      sanitizeHtml(
        '<body><p>Hi <b>x</b></p><img src=x onerror="window.x=1"><script>window.x=2</script><a href="javascript:alert(1)">l</a><a href="https://e.test/">ok</a></body>',
      ),
    ).toBe('<p>Hi <b>x</b></p><a>l</a><a href="https://e.test/">ok</a>');
  });
});
