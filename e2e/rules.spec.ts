import { readFile } from 'node:fs/promises';

import { expect, type Download, type Page } from '@playwright/test';
import { axeRuleViolations, severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { screenshotPath } from './support/screenshots';

function rulesEditor(page: Page) {
  return page.getByRole('textbox', { name: 'Rules (YAML)' });
}

/** Replaces the editor's text as one insertion (typing key by key would trigger auto-indent). */
async function setRules(page: Page, text: string): Promise<void> {
  await rulesEditor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

async function openRules(page: Page): Promise<void> {
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  await expect(rulesEditor(page)).toBeVisible();
  await expect(page.getByTestId('rules-validity')).toHaveText(/^Valid:/);
}

const RULE_WITH_ERROR = `rules:
  - when:
      event: pull_request
      action: opened
      has_asana_tasks: false
    then:
      create_task:
        project: 1201234567890123
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        assignee: '{{map_github_to_asana pr.author}}'
`;

test('a rule with an error: the diagnostic at its line, then the fix updates the preview', async ({
  page,
}) => {
  await openRules(page);
  await setRules(page, RULE_WITH_ERROR);

  const validity = page.getByTestId('rules-validity');
  await expect(validity).toHaveText('Not valid: 1 error, no warnings in 1 rule.');
  const problems = page.getByRole('list', { name: 'Problems in the rules' });
  const problem = problems.getByRole('button');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('Line 8, column 18');
  await expect(problem).toContainText(
    "Rule 0: create_task.project is required and must be a string — 1201234567890123 is an unquoted number; quote it: '1201234567890123'",
  );
  // Inline in the editor too: an underlined range on line 8, and a marker in the lint gutter.
  await expect(page.locator('.cm-lintRange-error')).toHaveText('1201234567890123');
  await expect(page.locator('.cm-line').nth(7)).toContainText('project: 1201234567890123');
  await expect(page.locator('.cm-gutter-lint .cm-lint-marker-error')).toHaveCount(1);

  // The action itself would refuse this file; the preview says so and still shows the task.
  const preview = page.getByTestId('rules-preview');
  await expect(preview).toContainText(
    'The action stops before running any rule: Rule 0: create_task.project is required',
  );
  await expect(preview).toContainText('bump lodash from 4.17.20 to 4.17.21 (#482)');

  // Clicking the diagnostic selects the offending text in the editor.
  await problem.click();
  await expect(rulesEditor(page)).toBeFocused();
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('1201234567890123');
  await page.keyboard.insertText("'1201234567890123'");

  await expect(validity).toHaveText('Valid: 1 rule, no warnings.');
  await expect(problems).toHaveCount(0);
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await expect(preview).not.toContainText('The action stops');
  await expect(page.getByTestId('preview-result')).toHaveText(
    'The action creates 1 task and links it in the body.',
  );
  await expect(page.getByTestId('body-after')).toContainText(
    'Asana task: [bump lodash from 4.17.20 to 4.17.21 (#482)](https://app.asana.com/0/1201234567890123/',
  );

  // Editing the title shows at once in the preview.
  await setRules(
    page,
    RULE_WITH_ERROR.replace('project: 1201234567890123', "project: '1201234567890123'").replace(
      '(#{{pr.number}})',
      '[bot PR #{{pr.number}}]',
    ),
  );
  await expect(page.getByTestId('task-preview-0')).toContainText(
    'bump lodash from 4.17.20 to 4.17.21 [bot PR #482]',
  );
});

test('html_notes holding a script or an event handler does not run; the sanitized markup is shown', async ({
  page,
}) => {
  await openRules(page);
  await setRules(
    page,
    `rules:
  - when:
      event: pull_request
      action: opened
      has_asana_tasks: false
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        title: 'XSS probe'
        html_notes: '<body><p>Hello <b>{{pr.author}}</b></p><img src=x onerror="window.__rulesXss = 1"><script>window.__rulesXss = 2</script><a href="javascript:window.__rulesXss = 3">link</a></body>'
`,
  );

  const rendered = page.getByTestId('html-notes-rendered');
  await expect(rendered).toContainText('Hello dependabot[bot]');
  await expect(rendered.locator('b')).toHaveText('dependabot[bot]');
  await expect(rendered.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.getByTestId('html-notes-markup')).toHaveText(
    '<p>Hello <b>dependabot[bot]</b></p><a>link</a>',
  );
  await rendered.getByText('link').click();
  expect(
    await page.evaluate(() => (window as { __rulesXss?: unknown }).__rulesXss),
  ).toBeUndefined();
});

test('a gallery template, a sample preset, and the draft kept in the browser', async ({ page }) => {
  await openRules(page);
  await page.getByRole('button', { name: 'Start from a template' }).click();
  await page.getByRole('menuitem', { name: /Issues that need tracking/ }).click();
  await expect(page.getByTestId('preview-result')).toHaveText(
    'The action creates 1 task and links it in the body.',
  );
  await expect(page.getByTestId('task-preview-0')).toContainText(
    'Issue #96: Kiosk loses the count after a restart',
  );

  // Another preset: the issue rule does not match a pull request, and says why.
  await page.getByText('Bot PR', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Bot PR' })).toBeChecked();
  await expect(page.getByTestId('preview-result')).toHaveText(
    'The action does nothing for this event.',
  );
  await expect(page.getByTestId('rules-preview')).toContainText(
    'Rule 0: event — the event is pull_request',
  );

  await page.reload();
  await expect(page.getByRole('region', { name: 'Saved draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.locator('.cm-content').first()).toContainText('label: needs-task');
  await expect(page.getByRole('region', { name: 'Saved draft' })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByTestId('rules-validity')).toHaveText(/^Valid:/);
  await expect(page.getByRole('region', { name: 'Saved draft' })).toHaveCount(0);
});

/** Moves the pointer to the middle of the first occurrence of `word` in the rules editor. */
async function hoverWord(page: Page, word: string): Promise<void> {
  const point = await page.evaluate((wanted) => {
    const content = document.querySelector('[data-testid="rules-editor"] .cm-content');
    if (!content) return null;
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return null;
  }, word);
  expect(point, `"${word}" in the rules editor`).not.toBeNull();
  await page.mouse.move(point!.x, point!.y);
}

test('completion and hover help come from the rule language, for the chosen target', async ({
  page,
}) => {
  await openRules(page);
  await setRules(page, 'rules:\n  - when:\n      ');
  await page.keyboard.press('Control+Space');
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: /has_asana_tasks/ })).toBeVisible();
  await expect(options.getByRole('option', { name: /has_tracker_tasks/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The spec's names for the spec.
  await chooseTarget(page, 'Spec');
  await rulesEditor(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Control+Space');
  await expect(options.getByRole('option', { name: /has_tracker_tasks/ })).toBeVisible();
  await expect(options.getByRole('option', { name: /has_asana_tasks/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await chooseTarget(page, 'asana-github-sync (real)');

  // Hover help on values, not only on keys.
  await setRules(page, SPEC_NAMES_RULE.replace('has_tracker_tasks', 'has_asana_tasks'));
  await page.keyboard.press('Escape');
  const hover = page.locator('.cm-tooltip-hover');
  for (const word of ['event', 'opened', 'ready_for_review']) {
    await page.mouse.move(0, 0);
    await expect(hover).toHaveCount(0);
    await hoverWord(page, word);
    await expect(hover).toBeVisible();
    await expect(hover.locator('.cm-rules-hover-title')).toContainText(word);
    expect((await hover.innerText()).length).toBeGreaterThan(word.length + 10);
  }
});

test("GID lookup lists the seeded project's sections and fields and inserts a quoted GID", async ({
  page,
}) => {
  await openRules(page);
  await setRules(
    page,
    'rules:\n  - when: {event: pull_request}\n    then:\n      update_fields:\n        ',
  );
  const lookup = page.getByRole('region', { name: 'Find GIDs' });
  await lookup.getByLabel('Project GID').fill('1201234567890123');
  await lookup.getByRole('button', { name: 'Look up' }).click();
  await expect(lookup.getByRole('listitem').filter({ hasText: 'Dependencies' })).toContainText(
    '1201234567890200',
  );
  await expect(lookup.getByRole('listitem').filter({ hasText: 'Priority' })).toContainText(
    'High (1202000000000011)',
  );
  await lookup.getByRole('button', { name: 'Insert GID of Build number' }).click();
  await expect(page.locator('.cm-content').first()).toContainText("'1202000000000001'");
});

/** A valid rules file written with the spec's names (has_tracker_tasks, map_host_to_tracker). */
const SPEC_NAMES_RULE = `rules:
  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_tracker_tasks: false
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}}'
        assignee: '{{map_host_to_tracker pr.author}}'
`;

/** Three GIDs that are not numbers: three errors that export cannot fix. */
const RULE_WITH_THREE_ERRORS = `rules:
  - when:
      event: pull_request
      action: opened
      has_asana_tasks: false
    then:
      create_task:
        project: 'project-gid'
        workspace: 'workspace-gid'
        section: '12012345678902x0'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
`;

function targetControl(page: Page) {
  return page.getByRole('radiogroup', { name: 'Action' });
}

async function chooseTarget(page: Page, label: 'asana-github-sync (real)' | 'Spec') {
  await targetControl(page).getByText(label, { exact: true }).click();
  await expect(targetControl(page).getByRole('radio', { name: label })).toBeChecked();
}

async function exportItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test("for the real action, the spec's names are errors whose quick fix renames them; the Spec target accepts them", async ({
  page,
}) => {
  await openRules(page);
  const real = targetControl(page).getByRole('radio', { name: 'asana-github-sync (real)' });
  await expect(real).toBeChecked();
  await setRules(page, SPEC_NAMES_RULE);

  const validity = page.getByTestId('rules-validity');
  await expect(validity).toHaveText(/^Not valid: 2 errors, .* in 1 rule\.$/);
  const errors = page.locator('.cm-lintRange-error');
  const trackerError = errors.filter({ hasText: 'has_tracker_tasks' });
  const mapError = errors.filter({ hasText: 'map_host_to_tracker' });
  await expect(trackerError).toHaveCount(1);
  await expect(mapError).toHaveCount(1);
  const problems = page.getByRole('list', { name: 'Problems in the rules' });
  await expect(problems.getByRole('button', { name: /has_tracker_tasks/ })).toHaveCount(1);

  // The spec accepts its own names: the errors go, and the choice is kept in the URL.
  await chooseTarget(page, 'Spec');
  await expect(page).toHaveURL(/[?&]target=spec\b/);
  await expect(errors).toHaveCount(0);
  await expect(validity).toHaveText('Valid: 1 rule, no warnings.');
  await expect(page.getByRole('button', { name: /^Fix all spec names/ })).toHaveCount(0);

  // Back returns to the real action, and its errors.
  await page.goBack();
  await expect(page).not.toHaveURL(/target=/);
  await expect(real).toBeChecked();
  await expect(trackerError).toHaveCount(1);
  await expect(mapError).toHaveCount(1);

  // The quick fix in the underline's tooltip renames it, and the file is checked again.
  await page.keyboard.press('Escape');
  await trackerError.hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toBeVisible();
  await tooltip.getByRole('button', { name: /has_asana_tasks/ }).click();
  const content = page.locator('[data-testid="rules-editor"] .cm-content');
  await expect(content).toContainText('has_asana_tasks: false');
  await expect(content).not.toContainText('has_tracker_tasks');
  await expect(trackerError).toHaveCount(0);
  await expect(problems.getByRole('button', { name: /has_tracker_tasks/ })).toHaveCount(0);
  await expect(mapError).toHaveCount(1);

  // "Fix all spec names" renames the rest at once.
  await page.getByRole('button', { name: 'Fix all spec names (1)' }).click();
  await expect(content).toContainText('{{map_github_to_asana pr.author}}');
  await expect(errors).toHaveCount(0);
  await expect(validity).toHaveText('Valid: 1 rule, no warnings.');

  // A reload keeps the chosen target.
  await chooseTarget(page, 'Spec');
  await page.reload();
  await expect(targetControl(page).getByRole('radio', { name: 'Spec' })).toBeChecked();

  // A workflow whose uses: line names the action decides the target, whatever the setting.
  await setRules(
    page,
    `on: pull_request
jobs:
  sync:
    runs-on: ubuntu-latest
    steps:
      - uses: planningcenter/asana-github-sync@v1
        with:
          asana_token: \${{ secrets.ASANA_TOKEN }}
          rules: |
${SPEC_NAMES_RULE.replace(/^(?=.)/gm, '            ')}`,
  );
  await expect(real).toBeChecked();
  await expect(targetControl(page).getByRole('radio', { name: 'Spec' })).toBeDisabled();
  await expect(page.getByTestId('rules-target-description')).toContainText(
    'Set by the workflow: its uses: line names planningcenter/asana-github-sync',
  );
  await expect(trackerError).toHaveCount(1);
});

test("export writes the real action's names; errors it fixes itself do not ask", async ({
  page,
}) => {
  await openRules(page);
  await setRules(page, SPEC_NAMES_RULE);
  await expect(page.getByTestId('rules-validity')).toHaveText(/^Not valid: 2 errors, /);

  let download = page.waitForEvent('download');
  await exportItem(page, 'Download rules.yml');
  let file = await download;
  expect(file.suggestedFilename()).toBe('rules.yml');
  const rules = await downloadedText(file);
  expect(rules).toContain('has_asana_tasks: false');
  expect(rules).toContain('{{map_github_to_asana pr.author}}');
  expect(rules).not.toMatch(/has_tracker_tasks|map_host_to_tracker/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('rules-message')).toHaveText('Downloaded the rules as rules.yml.');

  download = page.waitForEvent('download');
  await exportItem(page, 'Download a whole workflow file');
  file = await download;
  const workflow = await downloadedText(file);
  expect(workflow).toContain('uses: planningcenter/asana-github-sync@v1');
  expect(workflow).toContain('has_asana_tasks: false');
  expect(workflow).toContain('map_github_to_asana');
  expect(workflow).not.toMatch(/has_tracker_tasks|map_host_to_tracker/);

  // For the spec, the names stay as written.
  await chooseTarget(page, 'Spec');
  download = page.waitForEvent('download');
  await exportItem(page, 'Download rules.yml');
  expect(await downloadedText(await download)).toContain('has_tracker_tasks: false');
});

test('exporting a file with errors asks first and says how many', async ({ page }) => {
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  await openRules(page);
  await setRules(page, RULE_WITH_THREE_ERRORS);
  await expect(page.getByTestId('rules-validity')).toHaveText(
    'Not valid: 3 errors, no warnings in 1 rule.',
  );

  await exportItem(page, 'Download rules.yml');
  const dialog = page.getByRole('dialog', { name: 'Export with errors?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The file has 3 errors. Export anyway?');
  // Focus starts on Cancel and stays in the dialog.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((node) => node.contains(document.activeElement)),
      'focus stays in the dialog',
    ).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('rules-message')).toHaveText(
    'Export cancelled: nothing was exported.',
  );

  // Escape cancels too.
  await exportItem(page, 'Copy the rules');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Export anyway exports.
  const download = page.waitForEvent('download');
  await exportItem(page, 'Download the workflow step');
  await expect(dialog).toContainText('The file has 3 errors. Export anyway?');
  await dialog.getByRole('button', { name: 'Export anyway' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('task-sync-step.yml');
  expect(await downloadedText(file)).toContain('uses: planningcenter/asana-github-sync@v1');
  expect(downloads).toEqual(['task-sync-step.yml']);
  await expect(dialog).toHaveCount(0);
});

test('the validity summary and the underline change in the same frame', async ({ page }) => {
  await openRules(page);
  // The last line ends with a quoted GID; one keystroke inside the quotes breaks it.
  const text = SPEC_NAMES_RULE.replace('has_tracker_tasks', 'has_asana_tasks')
    .replace('map_host_to_tracker', 'map_github_to_asana')
    .trimEnd()
    .replace(/\n {8}project: '1201234567890123'/, '')
    .concat("\n        project: '1201234567890123'");
  await setRules(page, text);
  const validity = page.getByTestId('rules-validity');
  await expect(validity).toHaveText('Valid: 1 rule, no warnings.');
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);

  // Every DOM change and every frame from here on is sampled: the two must never disagree.
  await page.evaluate(() => {
    const w = window as unknown as {
      __sample: () => { invalid: boolean; underlined: boolean };
      __disagreements: string[];
      __observer: MutationObserver;
    };
    w.__disagreements = [];
    w.__sample = () => ({
      invalid: (
        document.querySelector('[data-testid="rules-validity"]')?.textContent ?? ''
      ).startsWith('Not valid'),
      underlined:
        document.querySelector('[data-testid="rules-editor"] .cm-lintRange-error') !== null,
    });
    const check = (when: string) => {
      const now = w.__sample();
      if (now.invalid !== now.underlined) w.__disagreements.push(`${when}: ${JSON.stringify(now)}`);
    };
    w.__observer = new MutationObserver(() => check('mutation'));
    w.__observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const frame = () => {
      check('frame');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const sample = () =>
    page.evaluate(() =>
      (
        window as unknown as { __sample: () => { invalid: boolean; underlined: boolean } }
      ).__sample(),
    );

  /** Polls until either changes from `before`, then asserts both changed in that same sample. */
  async function bothChange(before: boolean): Promise<void> {
    let seen: { invalid: boolean; underlined: boolean } | undefined;
    await expect
      .poll(async () => {
        const now = await sample();
        if (now.invalid !== before || now.underlined !== before) seen = now;
        return seen !== undefined;
      })
      .toBe(true);
    expect(seen).toEqual({ invalid: !before, underlined: !before });
  }

  await rulesEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('x');
  await bothChange(false);
  await expect(validity).toHaveText('Not valid: 1 error, no warnings in 1 rule.');
  await expect(page.locator('.cm-lintRange-error')).toHaveText("'1201234567890123x'");

  await page.keyboard.press('Backspace');
  await bothChange(true);
  await expect(validity).toHaveText('Valid: 1 rule, no warnings.');

  expect(
    await page.evaluate(() => (window as unknown as { __disagreements: string[] }).__disagreements),
  ).toEqual([]);
});

test('the target control at phone width (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openRules(page);
  await setRules(page, SPEC_NAMES_RULE);
  const control = targetControl(page);
  await expect(page.getByRole('button', { name: 'Fix all spec names (2)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1 }).click();
  await control.scrollIntoViewIfNeeded();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await control.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenshotPath('rules-editor-phone', { forDocs: false }) });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the rules page has no serious or critical axe violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await openRules(page);
    await expect(page.getByTestId('task-preview-0')).toBeVisible();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}

test('the headings go down one level at a time, the preview’s too (axe heading-order)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openRules(page);
  // The preview's headings (a matched rule's here) sit under the Preview pane's h2.
  await expect(page.getByTestId('task-preview-0')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rule 0 matches' })).toBeVisible();
  expect(await axeRuleViolations(page, ['heading-order'])).toEqual([]);
});

test('screenshot of the editor at 1280x800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openRules(page);
  await setRules(page, RULE_WITH_ERROR);
  await expect(page.getByTestId('rules-validity')).toHaveText(
    'Not valid: 1 error, no warnings in 1 rule.',
  );
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
  // The lint tooltip and the focus ring are for the keyboard user, not the picture.
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: screenshotPath('rules-editor') });
});
