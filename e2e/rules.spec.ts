import { expect, type Page } from '@playwright/test';
import { severeAxeViolations } from './support/axe';
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
      has_tracker_tasks: false
    then:
      create_task:
        project: 1201234567890123
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        assignee: '{{map_host_to_tracker pr.author}}'
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
      has_tracker_tasks: false
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

test('completion and hover help come from the rule language', async ({ page }) => {
  await openRules(page);
  await setRules(page, 'rules:\n  - when:\n      ');
  await page.keyboard.press('Control+Space');
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: /has_tracker_tasks/ })).toBeVisible();
  await page.keyboard.press('Escape');
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
