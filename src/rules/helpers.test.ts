import { describe, expect, it } from 'vitest';

import { renderTemplate } from './render';

/** Renders a template against a PR/issue context, as the action does. */
function render(template: string, context: object = {}) {
  return renderTemplate(template, {
    event: { name: 'pull_request', action: 'opened' },
    ...context,
  });
}

const text = (template: string, context: object = {}) => render(template, context).text;

describe('clean_title', () => {
  const clean = (title: unknown) => text('{{clean_title t}}', { t: title });

  it.each(['feat', 'fix', 'chore', 'docs', 'style', 'refactor', 'perf', 'test'])(
    'removes a %s: prefix with or without a scope',
    (type) => {
      expect(clean(`${type}: Add thing`)).toBe('Add thing');
      expect(clean(`${type}(api): Add thing`)).toBe('Add thing');
    },
  );

  it('eats any whitespace after the colon, including none', () => {
    expect(clean('fix:Tight')).toBe('Tight');
    expect(clean('fix:   \t spaced')).toBe('spaced');
  });

  it.each([
    ['deps: bump a', 'deps: bump a'],
    ['build: x', 'build: x'],
    ['ci: x', 'ci: x'],
    ['revert: x', 'revert: x'],
    ['feat!: breaking', 'feat!: breaking'],
    ['Feat: capital', 'Feat: capital'],
    ['FIX: capital', 'FIX: capital'],
    ['feat(): empty scope', 'feat(): empty scope'],
    [' feat: leading space', ' feat: leading space'],
    ['feat(scope) : space before colon', 'feat(scope) : space before colon'],
  ])('leaves %j alone', (title, expected) => {
    expect(clean(title)).toBe(expected);
  });

  it('removes only the first of two prefixes', () => {
    expect(clean('chore(deps): fix: bump')).toBe('fix: bump');
  });

  it('gives "" for falsy input', () => {
    expect(clean('')).toBe('');
    expect(clean(undefined)).toBe('');
    expect(clean(null)).toBe('');
    expect(clean(0)).toBe('');
  });

  it('throws on a non-string, so the whole template renders ""', () => {
    const result = render('Title: {{clean_title n}}', { n: 42 });
    expect(result.text).toBe('');
    expect(result.error).toMatch(/clean_title/);
  });
});

describe('sanitize_markdown', () => {
  const sanitize = (body: unknown) => text('{{sanitize_markdown b}}', { b: body });

  it('removes linked and plain images', () => {
    expect(sanitize('a [![badge](https://x/y.svg "t")](https://x) b')).toBe('a b');
    expect(sanitize('a ![shot](https://x/y.png) b ![t](u "title") c')).toBe('a b c');
  });

  it('removes [//]: # comments', () => {
    expect(sanitize('[//]: # (hidden note)\nVisible')).toBe('Visible');
  });

  it('removes <details> with its content, across lines and any case', () => {
    expect(sanitize('Keep\n<details><summary>S</summary>\nsecret\n</details>\nAlso')).toBe(
      'Keep\n\nAlso',
    );
    expect(sanitize('x <DETAILS open>y</DETAILS> z')).toBe('x z');
  });

  it('removes <img> but not <pre> or <picture>', () => {
    expect(sanitize('a <img src="x.png" alt="y"> b')).toBe('a b');
    expect(sanitize('<pre>code</pre> <picture>p</picture>')).toBe(
      '<pre>code</pre> <picture>p</picture>',
    );
  });

  it('turns </p> into a newline and drops <p …>', () => {
    expect(sanitize('<p align="center">One</p><p>Two</p>')).toBe('One\nTwo');
  });

  it("matches the action's paragraph patterns exactly: </p >, </P>, </p> across a newline", () => {
    expect(sanitize('One</p >Two')).toBe('One\nTwo');
    expect(sanitize('One</P>Two</p\t>Three')).toBe('One\nTwo\nThree');
    expect(sanitize('One</p\n>Two')).toBe('One\nTwo');
    expect(sanitize('<P CLASS="x">One</P>')).toBe('One');
    // Not paragraph tags: left as written.
    expect(sanitize('a </pre> b <param x> c </p2> d')).toBe('a </pre> b <param x> c </p2> d');
    expect(sanitize('a </ p> b')).toBe('a </ p> b');
  });

  it('removes <img/> and <IMG …> but not <imgs> or <image>', () => {
    expect(sanitize('a <img/> b <IMG SRC="x"> c')).toBe('a b c');
    expect(sanitize('<imgs> <image>')).toBe('<imgs> <image>');
  });

  it('turns <br>, <br/> and <BR /> into newlines', () => {
    expect(sanitize('a<br>b<br/>c<BR />d')).toBe('a\nb\nc\nd');
  });

  it('normalises CRLF and lone CR', () => {
    expect(sanitize('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('collapses spaces and tabs, strips them around newlines, and caps blank lines at one', () => {
    expect(sanitize('a  \t b \n   c\n\n\n\nd')).toBe('a b\nc\n\nd');
  });

  it('trims', () => {
    expect(sanitize('  \n hello \n ')).toBe('hello');
  });

  it('is not an HTML sanitizer: <b>, <script> and comments pass, and markdown too', () => {
    expect(sanitize('<b>x</b> <script>alert(1)</script> <!-- c --> ## H **b**')).toBe(
      '<b>x</b> <script>alert(1)</script> <!-- c --> ## H **b**',
    );
  });

  it('gives "" for falsy input and throws (empty template) on a non-string', () => {
    expect(sanitize('')).toBe('');
    expect(sanitize(undefined)).toBe('');
    expect(render('x{{sanitize_markdown n}}', { n: 5 }).text).toBe('');
  });
});

describe('markdown_to_html', () => {
  const html = (body: unknown) => text('{{markdown_to_html b}}', { b: body });

  it('renders markdown with <p> wrappers and a trailing newline, without <body>', () => {
    expect(html('Hello **world**')).toBe('<p>Hello <strong>world</strong></p>\n');
  });

  it('drops raw HTML blocks and inline HTML', () => {
    const out = html(
      '<div onclick="x()">block</div>\n\nText <span>inline</span> <script>alert(1)</script>',
    );
    expect(out).not.toMatch(/<div|<span|<script|onclick/);
    expect(out).toContain('Text');
  });

  it('removes images, [//]: # comments and keeps the text of details/summary', () => {
    const out = html(
      '![a](b.png)\n\n[//]: # (note)\n\n<details><summary>More</summary>\n\nInside\n\n</details>',
    );
    expect(out).not.toMatch(/img|note|details|summary/);
    expect(out).toContain('More');
    expect(out).toContain('<p>Inside</p>');
  });

  it('turns h3–h6 into h2 and keeps h1/h2', () => {
    expect(html('# A\n\n## B\n\n### C\n\n###### F')).toBe(
      '<h1>A</h1>\n<h2>B</h2>\n<h2>C</h2>\n<h2>F</h2>\n',
    );
  });

  it('turns del into s, strips class attributes, thead/tbody, and th into td', () => {
    expect(html('~~gone~~')).toBe('<p><s>gone</s></p>\n');
    expect(html('```js\nx\n```')).toBe('<pre><code>x\n</code></pre>\n');
    const table = html('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(table).not.toMatch(/thead|tbody|<th/);
    expect(table).toContain('<td>a</td>');
  });

  it('gives "" for falsy input', () => {
    expect(html('')).toBe('');
  });
});

describe('extract_from_body and extract_from_title', () => {
  const pr = { title: 'feat: PROJ-12 thing', body: 'Build BUILD-42 done\nsecond line' };

  it('returns capture group 1 when it took part', () => {
    expect(text('{{extract_from_body "BUILD-(\\d+)"}}', { pr })).toBe('42');
    expect(text('{{extract_from_title "(PROJ-\\d+)"}}', { pr })).toBe('PROJ-12');
  });

  it('returns the whole match when there is no group', () => {
    expect(text('{{extract_from_body "BUILD-\\d+"}}', { pr })).toBe('BUILD-42');
  });

  it('counts a named group as group 1 but not a non-capturing group', () => {
    expect(text('{{extract_from_body "BUILD-(?<n>\\d+)"}}', { pr })).toBe('42');
    expect(text('{{extract_from_body "BUILD-(?:\\d+)"}}', { pr })).toBe('BUILD-42');
  });

  it('returns the whole match when an optional group did not take part, "" when it matched empty', () => {
    expect(text('{{extract_from_body "Build (X)?"}}', { pr })).toBe('Build ');
    expect(text('{{extract_from_body "Build ()"}}', { pr })).toBe('');
  });

  it('returns "" when nothing matches', () => {
    expect(text('[{{extract_from_body "NOPE-(\\d+)"}}]', { pr })).toBe('[]');
  });

  it('has no flags: case-sensitive, . stops at newlines, ^ and $ anchor the whole text', () => {
    expect(text('[{{extract_from_body "build-(\\d+)"}}]', { pr })).toBe('[]');
    expect(text('{{extract_from_body "done(.*)"}}', { pr })).toBe('');
    expect(text('[{{extract_from_body "^second"}}]', { pr })).toBe('[]');
    expect(text('{{extract_from_body "line$"}}', { pr })).toBe('line');
  });

  it('logs an invalid regex and returns "" without failing the template', () => {
    const result = render('a{{extract_from_body "((bad"}}b', { pr });
    expect(result.text).toBe('ab');
    expect(result.error).toBeUndefined();
    expect(result.logs[0]).toMatch(/^Invalid regex pattern "\(\(bad": /);
    expect(render('{{extract_from_body "(?i)build"}}', { pr }).logs[0]).toMatch(/Invalid regex/);
  });

  it('falls through an empty PR body to the issue body', () => {
    expect(
      text('{{extract_from_body "#(\\d+)"}}', { pr: { body: '' }, issue: { body: 'see #7' } }),
    ).toBe('7');
    expect(text('{{extract_from_body "#(\\d+)"}}', { issue: { body: 'see #8' } })).toBe('8');
    expect(text('{{extract_from_title "(\\w+)"}}', { issue: { title: 'Issue title' } })).toBe(
      'Issue',
    );
  });

  it('without an argument uses the options object as the pattern ([object Object] matches a letter)', () => {
    expect(text('{{extract_from_body}}', { pr: { body: 'xyzjam' } })).toBe('j');
  });

  it('inside #with it reads the changed this and finds nothing', () => {
    expect(text('{{#with pr}}[{{extract_from_body "BUILD-(\\d+)"}}]{{/with}}', { pr })).toBe('[]');
  });
});

describe('extract_from_comments', () => {
  it('reads the comments when they were fetched, else gives ""', () => {
    expect(text('{{extract_from_comments "v(\\d+)"}}', { comments: 'deployed v12\nok' })).toBe(
      '12',
    );
    expect(text('[{{extract_from_comments "v(\\d+)"}}]', {})).toBe('[]');
  });
});

describe('map_host_to_tracker and map_github_to_asana', () => {
  const userMappings = {
    octocat: '1200000000000001',
    'dependabot[bot]': '1200000000000002',
    empty: '',
  };

  it('maps a login to its GID under both names', () => {
    expect(
      text('{{map_host_to_tracker pr.author}}', { pr: { author: 'octocat' }, userMappings }),
    ).toBe('1200000000000001');
    expect(text('{{map_github_to_asana "dependabot[bot]"}}', { userMappings })).toBe(
      '1200000000000002',
    );
  });

  it('is exact and case-sensitive', () => {
    expect(text('[{{map_host_to_tracker "Octocat"}}]', { userMappings })).toBe('[]');
  });

  it('gives "" for a missing or empty mapping and when no mappings are configured', () => {
    expect(text('[{{map_host_to_tracker "nobody"}}]', { userMappings })).toBe('[]');
    expect(text('[{{map_host_to_tracker "empty"}}]', { userMappings })).toBe('[]');
    expect(text('[{{map_host_to_tracker "octocat"}}]', {})).toBe('[]');
  });

  it('looks up own properties only: constructor and __proto__ are not logins', () => {
    expect(text('[{{map_host_to_tracker "constructor"}}]', { userMappings })).toBe('[]');
    expect(text('[{{map_github_to_asana "__proto__"}}]', { userMappings })).toBe('[]');
    expect(text('[{{map_host_to_tracker "toString"}}]', { userMappings })).toBe('[]');
  });
});

describe('or', () => {
  it('returns the first truthy argument as is', () => {
    expect(text('{{or a b "c"}}', { a: '', b: 'B' })).toBe('B');
    expect(text('{{or a "fallback"}}', {})).toBe('fallback');
  });

  it('treats 0, false, "", null and undefined as falsy and "0" as truthy', () => {
    expect(
      text('{{or zero no empty nil missing "last"}}', { zero: 0, no: false, empty: '', nil: null }),
    ).toBe('last');
    expect(text('{{or "0" "x"}}')).toBe('0');
  });

  it('gives "" with no arguments or nothing truthy', () => {
    expect(text('[{{or}}]')).toBe('[]');
    expect(text('[{{or a b}}]', {})).toBe('[]');
  });

  it('evaluates every argument: a failing subexpression still empties the template', () => {
    expect(render('{{or "x" (eq 1 2)}}').text).toBe('');
  });
});
