/**
 * The statements against the sandbox over HTTP, in both dialects: every donor's total of a year,
 * per fund and currency, equals a brute-force sum of the sandbox's own database; a refunded,
 * failed or pending gift never reaches a statement; households join; a second run in the real
 * dialect asks only for what changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realDialect, specDialect, type Dialect } from '../../../api/catalog/dialects';
import { createClient, type Client } from '../../../api/client';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { tableOf } from '../../../sandbox/catalog-keys';
import { startSandbox } from '../../../sandbox/server';
import { testLanguage } from '../../../ui/testing/test-providers';
import type { DonorScope, Statement } from './statement-build';
import { periodInstants } from './statement-period';
import { createWalk, statementsOfRun, type WalkMemory, type WalkResult } from './statements-walk';

const t = translatorOf(testLanguage('en').i18n);

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const timeZone = 'America/Chicago';
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
const year2025 = periodInstants({ from: '2025-01-01', to: '2025-12-31' }, timeZone);
/** Every gift of the seed (it starts on 1 January 2025 and ends on 22 November 2026). */
const wholeSeed = periodInstants({ from: '2025-01-01', to: '2026-11-30' }, timeZone);
/** Camp fees: not tax-deductible, so never on a statement. */
const campRegistration = '7';

interface GiftRow {
  id: number;
  person_id: number;
  date: string;
  payment_status: string;
  refunded: number;
  fund_id: number | null;
  amount_cents: number;
  amount_currency: string;
}

describe.each([specDialect, realDialect])('statements in the $name dialect', (dialect: Dialect) => {
  const datedBy = dialect === realDialect ? 'received_at' : 'created_at';
  let sandbox: Sandbox;
  let client: Client;
  let rows: GiftRow[];
  let counted: Set<string>;
  let sent: URL[];

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      config: { dialect, rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
    rows = sandbox.ctx.db
      .prepare(
        `SELECT d.id, d.person_id, d.${datedBy} AS date, d.payment_status, d.refunded,
                x.fund_id, x.amount_cents, x.amount_currency
           FROM ${tableOf('giving', 'Donation')} d
           JOIN ${tableOf('giving', 'Designation')} x ON x.donation_id = d.id`,
      )
      .all() as GiftRow[];
    const funds = sandbox.ctx.db.prepare(`SELECT id FROM ${tableOf('giving', 'Fund')}`).all() as {
      id: number;
    }[];
    counted = new Set(funds.map((f) => String(f.id)).filter((id) => id !== campRegistration));
    sent = [];
    client = createClient({
      baseUrl: sandbox.url,
      auth,
      dialect,
      fetch: (input, init) => {
        sent.push(new URL(String(input)));
        return fetch(input, init);
      },
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  async function statementsOf(
    range: { from: string; to: string },
    scope: DonorScope,
    memory: WalkMemory = { key: 'test' },
  ): Promise<{ result: WalkResult; statements: Statement[] }> {
    const result = await createWalk(client, memory, { range, scope })();
    const { statements, proof } = statementsOfRun(result, counted, scope, timeZone, t);
    expect(proof.differences).toEqual([]);
    expect(proof.agrees).toBe(true);
    return { result, statements };
  }

  const within = (date: string, range: { from: string; to: string }) =>
    Date.parse(date) >= Date.parse(range.from) && Date.parse(date) < Date.parse(range.to);

  it('totals every donor’s year per fund and currency as the database does', async () => {
    const { statements } = await statementsOf(year2025, { kind: 'each' });
    const expected = new Map<string, number>();
    for (const row of rows) {
      if (!within(row.date, year2025) || row.payment_status !== 'succeeded' || row.refunded)
        continue;
      if (row.fund_id === null || !counted.has(String(row.fund_id))) continue;
      const key = `person-${row.person_id}|${row.fund_id}|${row.amount_currency}`;
      expected.set(key, (expected.get(key) ?? 0) + row.amount_cents);
    }
    const stated = new Map<string, number>();
    for (const statement of statements) {
      for (const total of statement.fundTotals) {
        stated.set(`${statement.key}|${total.fundId}|${total.amount.currency}`, total.amount.cents);
      }
    }
    expect(expected.size).toBeGreaterThan(30);
    expect(new Set([...expected.keys()].map((k) => k.split('|')[2]))).toEqual(
      new Set(['USD', 'CAD']),
    );
    expect(Object.fromEntries(stated)).toEqual(Object.fromEntries(expected));
  });

  it('never lists a refunded, failed or pending gift, nor a gift to a fund that does not count', async () => {
    const { statements, result } = await statementsOf(wholeSeed, { kind: 'each' });
    const listed = new Set(statements.flatMap((s) => s.lines.map((l) => Number(l.donationId))));
    const kinds = {
      refunded: rows.filter((r) => r.refunded === 1),
      failed: rows.filter((r) => r.payment_status === 'failed' && !r.refunded),
      pending: rows.filter((r) => r.payment_status === 'pending'),
      notDeductible: rows.filter((r) => String(r.fund_id) === campRegistration),
    };
    for (const [kind, found] of Object.entries(kinds)) {
      expect(found.length, kind).toBeGreaterThan(0);
      if (kind !== 'notDeductible') {
        expect(
          found.filter((r) => listed.has(r.id)),
          kind,
        ).toEqual([]);
      }
    }
    const campLines = statements
      .flatMap((s) => s.lines)
      .filter((l) => l.fundId === campRegistration);
    expect(campLines).toEqual([]);
    // The walk read those gifts (the proof's read keeps every status): the rule left them out.
    const read = new Set(result.proofGifts.map((g) => Number(g.id)));
    expect(kinds.refunded.some((r) => read.has(r.id))).toBe(true);
  });

  it('joins the donors of a household on one statement', async () => {
    const { statements } = await statementsOf(year2025, { kind: 'households' });
    const joint = statements.filter((s) => s.householdId !== null);
    expect(joint.length).toBeGreaterThan(0);
    for (const statement of joint) {
      expect(statement.donors.length).toBeGreaterThanOrEqual(2);
      expect(statement.name).toContain('&');
    }
    const people = statements.flatMap((s) => s.donors.map((d) => d.id));
    expect(new Set(people).size).toBe(people.length);
  });

  it('reads one donor’s year from their own list', async () => {
    const person = rows.find((r) => within(r.date, year2025))?.person_id;
    const { statements } = await statementsOf(year2025, { kind: 'one', personId: String(person) });
    expect(statements.map((s) => s.key)).toEqual([`person-${person}`]);
  });

  it('resumes where a cancelled run stopped, and a second run asks only for what changed', async () => {
    const memory: WalkMemory = { key: 'resume' };
    const stop = new AbortController();
    let steps = 0;
    const first = createWalk(client, memory, {
      range: year2025,
      scope: { kind: 'each' },
      signal: stop.signal,
      onProgress: (p) => {
        if (p.step === 'gifts' && ++steps === 3) stop.abort();
      },
    })();
    await expect(first).rejects.toThrow();
    expect(memory.donors?.size).toBeGreaterThan(0);
    const before = sent.length;
    const resumed = await createWalk(client, memory, {
      range: year2025,
      scope: { kind: 'each' },
    })();
    const resumedRequests = sent.slice(before);
    expect(resumedRequests.some((url) => url.pathname.endsWith('/giving/v2/funds'))).toBe(false);
    expect(resumed.gifts.length).toBeGreaterThan(100);

    const again = sent.length;
    const second = await createWalk(client, memory, { range: year2025, scope: { kind: 'each' } })();
    const secondRequests = sent.slice(again);
    if (dialect === realDialect) {
      expect(second.changesOnly).toBe(true);
      const donations = secondRequests.filter((url) => url.pathname.endsWith('/donations'));
      expect(donations.map((url) => url.searchParams.has('where[updated_at][gte]'))).toEqual([
        true,
        true,
      ]);
    } else {
      expect(second.changesOnly).toBe(false);
    }
    expect(second.gifts.map((g) => g.id).sort()).toEqual(resumed.gifts.map((g) => g.id).sort());
  });
});
