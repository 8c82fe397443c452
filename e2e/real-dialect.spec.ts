import { expect as baseExpect, type Page } from '@playwright/test';

import { failedLoad, test } from './support/page-problems';
import { lastMonthIn } from './support/last-month';
import { realCall, realGet, type SandboxList, type SandboxRecord } from './support/real-sandbox';

/**
 * The app against an embedded sandbox that speaks the real service's dialect (API_DIALECT=real:
 * check-ins at /check-ins/v2, X-PCO-API-Request-Rate-* at 100 per 20 s, 422s naming their field
 * in `source.parameter`, ETags). The browser speaks the spec's dialect to /api as always; the
 * proxy translates. Runs only in the `real-dialect` project (playwright.config.ts), whose server
 * is on E2E_PORT+4 with its sandbox on E2E_PORT+5.
 */

// The machine runs three servers and other browsers at once, and at 100 requests per 20 s a page
// opened after a busy one (This week polls and walks) may wait a whole period for the pacer.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ timeout: 180_000 });

/** Sunday Service and its attendance types (src/sandbox/seed/check-ins-setup.ts). */
const SUNDAY = { id: '1', name: 'Sunday Service' } as const;
const OVERFLOW_NAME = 'Overflow Room';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const count = (total: number, noun: string) =>
  new RegExp(`^1–\\d+ of ${total.toLocaleString('en-US')} ${noun}$`);

test('every area reads the real-dialect sandbox; headcounts are read-only there', async ({
  page,
  request,
  expectedConsoleErrors,
}) => {
  // Headcounts are read-only on the real service: the kiosk's write is its 403 (D164).
  expectedConsoleErrors.push(failedLoad(403));
  // What the pages must show, read straight from the sandbox in its own spelling.
  const checkIns = await realGet<SandboxList>(
    request,
    '/check-ins/v2/check_ins?order=-created_at&per_page=1',
  );
  const events = await realGet<SandboxList>(request, '/check-ins/v2/events?per_page=1');
  const donations = await realGet<SandboxList>(request, '/giving/v2/donations?per_page=1');
  const people = await realGet<SandboxList>(request, '/people/v2/people?per_page=1');
  const times = await realGet<SandboxList>(
    request,
    '/check-ins/v2/event_times?include=event&order=-starts_at&per_page=100',
  );
  // The spec's spelling is not the real service's: its check-ins path is unknown there.
  expect((await realCall(request, 'GET', '/check_ins/v2/events')).status).toBe(404);
  const sundayTime = times.data.find((t) => t.relationships?.event?.data?.id === SUNDAY.id);
  expect(sundayTime, 'the sandbox has a Sunday Service time').toBeDefined();
  const eventTimeId = sundayTime?.id ?? '';

  // The home page, This week, reads event times and headcounts through the real dialect: the
  // newest Sunday time (this week's, the week starting on Sunday) shows its check-ins plus its
  // headcounts.
  await page.goto('/');
  await expect(heading(page)).toHaveText('This week');
  await expect(async () => {
    await page.reload();
    const [time] = (
      await realGet<SandboxList>(
        request,
        '/check-ins/v2/event_times?include=event&order=-starts_at&per_page=100',
      )
    ).data.filter((t) => t.id === eventTimeId);
    const headcounts = await realGet<SandboxList>(
      request,
      `/check-ins/v2/event_times/${eventTimeId}/headcounts?per_page=100`,
    );
    const attributes = (time?.attributes ?? {}) as Record<string, number>;
    const expected = headcounts.data.reduce(
      (sum, h) => sum + Number(h.attributes?.total ?? 0),
      Number(attributes.regular_count) +
        Number(attributes.guest_count) +
        Number(attributes.volunteer_count),
    );
    const shown = await page
      .getByTestId(`event-time-${eventTimeId}`)
      .getByTestId('time-total')
      .innerText({ timeout: 30_000 });
    expect(Number(shown.replace(/\D/g, ''))).toBe(expected);
  }).toPass({ timeout: 90_000 });

  await page.goto('/check-ins');
  await expect(heading(page)).toHaveText('Check-ins');
  const newest = checkIns.data[0]?.attributes ?? {};
  const checkInsTable = page.getByRole('table', { name: 'Check-ins' });
  await expect(checkInsTable.locator('tbody tr').first()).toContainText(
    `${String(newest.first_name)} ${String(newest.last_name)}`,
  );
  await expect(page.getByText(count(checkIns.meta.total_count, 'check-ins'))).toBeVisible();

  await page.goto('/check-ins/events');
  await expect(heading(page)).toHaveText('Events');
  await expect(page.getByText(count(events.meta.total_count, 'events'))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' })).toContainText(SUNDAY.name);

  await page.goto(`/headcounts?event=${SUNDAY.id}&event_time=${eventTimeId}`);
  await expect(heading(page)).toHaveText('Headcounts');
  // The service refuses headcount writes (D166-D167): figures and a sentence why, no form.
  await expect(page.getByRole('status').filter({ hasText: 'Read only' })).toContainText(
    'The service does not let Narthex enter headcounts',
  );
  await expect(page.getByRole('group', { name: OVERFLOW_NAME, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Total (with headcounts)' })).toContainText(/\d/);

  await page.goto('/giving/donations');
  await expect(heading(page)).toHaveText('Donations');
  await expect(page.getByText(count(donations.meta.total_count, 'donations'))).toBeVisible();

  await page.goto('/people');
  await expect(heading(page)).toHaveText('People');
  await expect(page.getByText(count(people.meta.total_count, 'people'))).toBeVisible();

  await page.goto('/rules');
  await expect(heading(page)).toHaveText('Rules');
  await expect(page.getByTestId('rules-validity')).toHaveText(/^Valid:/);
  await expect(page.getByTestId('rules-preview')).not.toBeEmpty();

  // The real service's capacity reaches the kiosk setup through the proxy (catalog `onlyIn`);
  // the kiosk itself on the real dialect is e2e/kiosk-real-dialect.spec.ts.
  await page.goto(`/kiosk?event_time=${eventTimeId}`);
  await expect(heading(page)).toHaveText('Headcount kiosk');
  await expect(page.getByText(`${OVERFLOW_NAME}:`)).toContainText('limit 60');
});

test("last month's succeeded gifts are asked of the real service by its own order, range and filter", async ({
  page,
  request,
}) => {
  const organization = await realGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check-ins/v2',
  );
  const { from, to } = lastMonthIn(organization.data.attributes.time_zone);
  const asked: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/giving/v2/donations') asked.push(url);
  });
  await page.goto(`/giving/donations?from=${from}&to=${to}&status=succeeded`);
  await expect(
    page.getByText(/the service selected the range and narrowed by its succeeded filter/),
  ).toBeVisible();
  const read = asked.find((url) => url.searchParams.has('where[received_at][gte]'));
  expect(read?.searchParams.get('order')).toBe('-received_at');
  expect(read?.searchParams.get('filter')).toBe('succeeded');
  // As many as the real-dialect sandbox counts for that range, read directly.
  const gte = read?.searchParams.get('where[received_at][gte]') ?? '';
  const lt = read?.searchParams.get('where[received_at][lt]') ?? '';
  const expected = await realGet<SandboxList>(
    request,
    `/giving/v2/donations?filter=succeeded&where[received_at][gte]=${gte}&where[received_at][lt]=${lt}&per_page=1`,
  );
  expect(expected.meta.total_count).toBeGreaterThan(0);
  await expect(page.getByText(count(expected.meta.total_count, 'donations'))).toBeVisible();
});

test("a person's new e-mail address persists; a duplicate is the real 422, on its field", async ({
  page,
  request,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(failedLoad(422));
  const personId = '34';
  const emailsPath = `/people/v2/people/${personId}/emails`;
  const person = await realGet<{ data: SandboxRecord }>(request, `/people/v2/people/${personId}`);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const added = `real.dialect.${suffix}@example.org`;
  const taken = `real.conflict.${suffix}@example.org`;

  await page.goto(`/people/${personId}?section=emails`);
  await expect(heading(page)).toHaveText(String(person.data.attributes.name));
  await page.getByRole('button', { name: 'Add e-mail address' }).click();
  const form = page.getByRole('form', { name: 'Add an e-mail address' });
  const address = form.getByRole('textbox', { name: 'E-mail address' });
  await address.fill(added);
  await form.getByRole('button', { name: 'Add e-mail address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail address added.' })).toBeVisible();

  // Persisted: read back from the sandbox in its own dialect (rate headers checked by realGet).
  const emails = await realGet<{ data: SandboxRecord[] }>(request, emailsPath);
  expect(emails.data.filter((e) => e.attributes.address === added)).toHaveLength(1);

  // Another tab adds an address after this form opened; the form cannot know, the sandbox's
  // real-dialect 422 (source.parameter) lands on the field.
  await page.getByRole('button', { name: 'Add e-mail address' }).click();
  await address.fill(taken);
  const elsewhere = await realCall(request, 'POST', emailsPath, {
    data: { type: 'Email', attributes: { address: taken } },
  });
  expect(elsewhere.status, elsewhere.text).toBe(201);
  const refusal = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api${emailsPath}`),
  );
  await form.getByRole('button', { name: 'Add e-mail address' }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(422);
  const body = (await answer.json()) as { errors: { source?: Record<string, string> }[] };
  expect(body.errors[0]?.source).toEqual({ parameter: 'address' });
  await expect(
    form.getByText("address is already one of this person's e-mail addresses"),
  ).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  const after = await realGet<{ data: SandboxRecord[] }>(request, emailsPath);
  expect(after.data.filter((e) => e.attributes.address === taken)).toHaveLength(1);
});

/** Every page of the shell without a parameter (src/app/router.tsx). */
const LIST_PAGES = [
  'check-ins',
  'check-ins/events',
  'check-ins/stations',
  'check-ins/passes',
  'headcounts',
  'giving',
  'giving/donations',
  'giving/batches',
  'giving/deposits',
  'giving/close',
  'giving/funds',
  'giving/recurring',
  'giving/people',
  'people',
  'people/households',
  'people/custom-fields',
  'people/lists',
  'people/messages',
  'people/settings',
  'rules',
] as const;

/** Each detail page, with the sandbox list (real spelling) its first record's id comes from. */
const DETAIL_PAGES = [
  { page: 'check-ins/events', list: '/check-ins/v2/events' },
  { page: 'giving/batches', list: '/giving/v2/batches' },
  { page: 'giving/deposits', list: '/giving/v2/deposits' },
  { page: 'giving/people', list: '/giving/v2/people' },
  { page: 'people', list: '/people/v2/people' },
  { page: 'people/households', list: '/people/v2/households' },
  { page: 'people/lists', list: '/people/v2/lists' },
] as const;

test('every page loads its data without a failed request or an error state', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const detailPaths: string[] = [];
  for (const { page: prefix, list } of DETAIL_PAGES) {
    const answer = await realCall(request, 'GET', `${list}?per_page=1`);
    expect(answer.status, list).toBe(200);
    const first = (answer.json as SandboxList).data[0];
    expect(first, `${list} has a record`).toBeDefined();
    detailPaths.push(`${prefix}/${first?.id ?? ''}`);
  }
  // Any API answer of 4xx or 5xx is a console error, which fails the test (page-problems.ts).
  for (const path of [...LIST_PAGES, ...detailPaths]) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByText(
        /could not be shown|something went wrong|the service had a problem|the request failed|invalid request|cannot reach the server/i,
      ),
      path,
    ).toHaveCount(0);
  }
});
