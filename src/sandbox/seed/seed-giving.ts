/**
 * Fills the giving app's tables: funds and labels, givers, payment methods, recurring donations,
 * donations with their designations, and the batches and deposits the offering goes through.
 */
import type { ListedValue } from '../catalog-keys';
import type { SandboxDatabase } from '../database';
import { links } from '../storage-plan';
import type { DonationModel, GivingPlan } from './giving-donations';
import { funds, givingLabels } from './giving-setup';
import { linkWriter, tableWriter } from './insert';
import type { PersonModel, Population } from './population';
import { at } from './random';
import type { Rng } from './random';
import { organization } from './reference-data';
import type { SeedContext } from './seed-context';
import { DAY_MS, addDays, utcText } from './time';

const app = 'giving';

interface BatchModel {
  id: number;
  key: string;
  currency: string;
  createdMs: number;
  updatedMs: number;
  status: ListedValue<'giving', 'Batch', 'status'>;
  total: number;
  depositId: number | null;
  ownerId: number;
}

interface DepositModel {
  id: number;
  currency: string;
  createdMs: number;
  total: number;
  ownerId: number;
}

/** Batches of the offering, in time order, with the deposits of the deposited ones. */
function batchesOf(
  ctx: SeedContext,
  plan: GivingPlan,
  population: Population,
  rng: Rng,
): { batches: BatchModel[]; deposits: DepositModel[]; batchIds: Map<string, number> } {
  const lastSunday = plan.sundays.length - 1;
  const byKey = new Map<string, DonationModel[]>();
  for (const d of plan.donations) {
    if (d.batchKey === null) continue;
    const list = byKey.get(d.batchKey) ?? [];
    list.push(d);
    byKey.set(d.batchKey, list);
  }
  const drafts = [...byKey.entries()].map(([key, donations]) => {
    const [kind, n] = key.split(':');
    const index = kind === 'cad' ? Math.min(Number(n) * 4 + 3, lastSunday) : Number(n);
    return { key, index, donations, currency: at(donations, 0).currency };
  });
  drafts.sort((a, b) => a.index - b.index || a.currency.localeCompare(b.currency));
  // The newest Sunday with gifts is still being counted, the one before waits for the bank. On a
  // Sunday morning that is last week's: today's gifts have not come in yet.
  const newest = Math.max(...drafts.map((draft) => draft.index));
  const { finance, admin } = population.staff;
  const batches: BatchModel[] = [];
  const deposits: DepositModel[] = [];
  const batchIds = new Map<string, number>();
  for (const draft of drafts) {
    const sunday = at(plan.sundays, draft.index);
    const createdMs = ctx.clock.toUtc(sunday, 12, 30);
    const total = draft.donations.reduce((sum, d) => sum + d.amount, 0);
    const status =
      draft.index === newest
        ? 'in_progress'
        : draft.index === newest - 1
          ? 'ready_for_deposit'
          : 'deposited';
    let depositId: number | null = null;
    let updatedMs = Math.max(createdMs, ...draft.donations.map((d) => d.createdMs));
    if (status === 'deposited') {
      const depositMs = Math.min(ctx.clock.toUtc(addDays(sunday, 2), 10, 15), ctx.endMs);
      depositId = deposits.length + 1;
      deposits.push({
        id: depositId,
        currency: draft.currency,
        createdMs: depositMs,
        total,
        ownerId: finance.id,
      });
      updatedMs = depositMs;
    }
    const id = batches.length + 1;
    batchIds.set(draft.key, id);
    batches.push({
      id,
      key: draft.key,
      currency: draft.currency,
      createdMs,
      updatedMs,
      status,
      total,
      depositId,
      ownerId: rng.chance(0.85) ? finance.id : admin.id,
    });
  }
  return { batches, deposits, batchIds };
}

function seedSetup(db: SandboxDatabase, ctx: SeedContext, rng: Rng): void {
  tableWriter(db, app, 'Organization').insert({ id: 1, name: organization.name });
  const fundTable = tableWriter(db, app, 'Fund');
  for (const fund of funds) {
    const created = ctx.startMs - rng.int(200, 2000) * DAY_MS;
    fundTable.insert({
      id: fund.id,
      color: fund.color,
      created_at: utcText(created),
      description: fund.description,
      ledger_code: fund.ledgerCode,
      name: fund.name,
      updated_at: utcText(rng.int(created, ctx.startMs)),
      visibility: fund.visibility,
    });
  }
  const labelTable = tableWriter(db, app, 'Label');
  for (const [i, slug] of givingLabels.entries()) labelTable.insert({ id: i + 1, slug });
}

function seedGivers(db: SandboxDatabase, population: Population, plan: GivingPlan): void {
  const staff = Object.values(population.staff);
  const givers = new Map<number, PersonModel>();
  for (const p of [...plan.donors, ...staff]) givers.set(p.id, p);
  const personTable = tableWriter(db, app, 'Person');
  for (const p of [...givers.values()].sort((a, b) => a.id - b.id)) {
    // Names and contacts are the people record's (D133): giving keeps only its own facts.
    personTable.insert({
      id: p.id,
      permissions: p.staff === 'admin' || p.staff === 'finance' ? 'administrator' : null,
    });
  }
  const methodTable = tableWriter(db, app, 'PaymentMethod');
  for (const m of plan.paymentMethods) {
    methodTable.insert({
      id: m.id,
      brand: m.brand,
      created_at: utcText(m.createdMs),
      expiration: m.expiration,
      last4: m.last4,
      method_subtype: m.subtype,
      method_type: m.type,
      updated_at: utcText(m.createdMs),
      verified: m.verified,
      person_id: m.personId,
    });
  }
  const recurringTable = tableWriter(db, app, 'RecurringDonation');
  const designationTable = tableWriter(db, app, 'RecurringDonationDesignation');
  let designationId = 0;
  for (const r of plan.recurring) {
    recurringTable.insert({
      id: r.id,
      amount_cents: r.amount,
      amount_currency: r.currency,
      created_at: utcText(r.createdMs),
      last_donation_received_at: r.lastReceivedMs === null ? null : utcText(r.lastReceivedMs),
      next_occurrence: utcText(r.nextOccurrenceMs),
      schedule: r.schedule,
      status: r.status,
      updated_at: utcText(Math.max(r.createdMs, r.lastReceivedMs ?? 0)),
      payment_method_id: r.paymentMethod.id,
      person_id: r.personId,
    });
    for (const share of r.designations) {
      designationTable.insert({
        id: ++designationId,
        amount_cents: share.amount,
        amount_currency: r.currency,
        fund_id: share.fundId,
        recurring_donation_id: r.id,
      });
    }
  }
}

function seedDonations(
  db: SandboxDatabase,
  ctx: SeedContext,
  population: Population,
  plan: GivingPlan,
  rng: Rng,
): void {
  const { batches, deposits, batchIds } = batchesOf(ctx, plan, population, rng);
  const depositTable = tableWriter(db, app, 'Deposit');
  for (const d of deposits) {
    depositTable.insert({
      id: d.id,
      cleared: d.createdMs < ctx.endMs - 21 * DAY_MS,
      created_at: utcText(d.createdMs),
      total_cents: d.total,
      total_currency: d.currency,
      updated_at: utcText(d.createdMs),
      owner_id: d.ownerId,
    });
  }
  const batchTable = tableWriter(db, app, 'Batch');
  for (const b of batches) {
    batchTable.insert({
      id: b.id,
      created_at: utcText(b.createdMs),
      status: b.status,
      total_cents: b.total,
      total_currency: b.currency,
      updated_at: utcText(b.updatedMs),
      deposit_id: b.depositId,
      owner_id: b.ownerId,
    });
  }

  const donationTable = tableWriter(db, app, 'Donation');
  const designationTable = tableWriter(db, app, 'Designation');
  const labelLinks = linkWriter(db, links.donationLabels.table);
  let designationId = 0;
  for (const [i, d] of plan.donations.entries()) {
    const id = i + 1;
    const settled = d.status === 'pending' ? d.createdMs : d.createdMs + rng.int(1, 120) * 1000;
    // A refund comes a few days after the gift and changes it.
    const changed = d.refunded ? settled + 3 * DAY_MS : settled;
    donationTable.insert({
      id,
      amount_cents: d.amount,
      amount_currency: d.currency,
      created_at: utcText(d.createdMs),
      fee_cents: d.fee,
      fee_currency: d.currency,
      payment_brand: d.brand,
      payment_channel: d.channel,
      payment_last4: d.last4,
      payment_method: d.method,
      payment_method_sub: d.sub,
      payment_status: d.status,
      received_at: utcText(d.receivedMs),
      refunded: d.refunded === true,
      updated_at: utcText(Math.min(ctx.endMs, changed)),
      person_id: d.personId,
      batch_id: d.batchKey === null ? null : (batchIds.get(d.batchKey) ?? null),
    });
    for (const share of d.designations) {
      designationTable.insert({
        id: ++designationId,
        amount_cents: share.amount,
        amount_currency: d.currency,
        fund_id: share.fundId,
        donation_id: id,
      });
    }
    for (const labelId of d.labelIds) labelLinks.insert(id, labelId);
  }
}

/**
 * Some donors never gave the church a way to reach them: a few have no postal address, a few no
 * e-mail, a few neither (what a year-end statement's deliverability check meets). Called on the
 * plan before the people are seeded, so their records are written without those contacts.
 */
export function leaveSomeDonorsUnreachable(ctx: SeedContext, plan: GivingPlan): void {
  const rng = ctx.rng('giving:unreachable');
  const count = { small: 3, medium: 6, large: 12, xlarge: 30 }[ctx.scale];
  const donors = plan.donors.filter((p) => p.staff === null && !p.child);
  for (const [i, person] of rng.sample(donors, count).entries()) {
    if (i % 3 !== 2) person.addresses.length = 0;
    if (i % 3 !== 1) person.emails.length = 0;
  }
}

export function seedGiving(
  db: SandboxDatabase,
  ctx: SeedContext,
  population: Population,
  plan: GivingPlan,
): void {
  const rng = ctx.rng('giving:rows');
  seedSetup(db, ctx, rng);
  seedGivers(db, population, plan);
  seedDonations(db, ctx, population, plan, rng);
}
