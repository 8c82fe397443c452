/**
 * Who gives, how and when: donors with a habit (weekly, every other week or monthly; online by
 * card or bank account, or in the Sunday offering by check or cash), their saved payment
 * methods, recurring donations with schedules, and every gift that follows, split across funds.
 * Donors are added until the expected number of gifts meets the scale's target.
 */
import type { ListedValue, StoredValue } from '../catalog-keys';
import { banks, cardBrands, fundIds } from './giving-setup';
import type { Currency } from './giving-setup';
import type { PersonModel, Population } from './population';
import { at } from './random';
import type { Rng } from './random';
import { seasonsOf } from './seasons';
import type { Seasons } from './seasons';
import type { SeedContext } from './seed-context';
import { DAY_MS, HOUR_MS, MINUTE_MS, addDays, daysBetween, dayText, weekday } from './time';
import type { LocalDay } from './time';

export type Frequency = 'weekly' | 'biweekly' | 'monthly';
export type Method = ListedValue<'giving', 'Donation', 'payment_method'>;
export type RecurringStatus = StoredValue<'giving', 'RecurringDonation', 'status'>;
type Channel = ListedValue<'giving', 'Donation', 'payment_channel'>;
type MethodSub = ListedValue<'giving', 'Donation', 'payment_method_sub'>;

export interface PaymentMethodModel {
  readonly id: number;
  readonly personId: number;
  readonly type: ListedValue<'giving', 'PaymentMethod', 'method_type'>;
  readonly brand: string;
  readonly last4: string;
  readonly subtype: ListedValue<'giving', 'PaymentMethod', 'method_subtype'>;
  readonly expiration: string | null;
  readonly verified: boolean | null;
  readonly createdMs: number;
}

export interface Share {
  readonly fundId: number;
  readonly amount: number;
}

export interface RecurringModel {
  readonly id: number;
  readonly personId: number;
  readonly paymentMethod: PaymentMethodModel;
  readonly amount: number;
  readonly currency: Currency;
  readonly designations: readonly Share[];
  readonly schedule: Record<string, string | number>;
  readonly status: RecurringStatus;
  readonly createdMs: number;
  lastReceivedMs: number | null;
  readonly nextOccurrenceMs: number;
  /** Gifts stop here (on hold); Infinity while active. */
  readonly holdFromMs: number;
  /** Whether the schedule falls on a day. */
  readonly fallsOn: (day: LocalDay) => boolean;
}

export interface DonationModel {
  readonly personId: number;
  readonly amount: number;
  readonly currency: Currency;
  fee: number;
  readonly method: Method;
  readonly brand: string | null;
  readonly last4: string | null;
  readonly sub: MethodSub | null;
  status: ListedValue<'giving', 'Donation', 'payment_status'>;
  /** Refunded after it succeeded (the real service keeps it `succeeded`, D156). */
  refunded?: boolean;
  readonly channel: Channel;
  readonly createdMs: number;
  /**
   * When the gift was received (the real dialect's `received_at`): an online gift when it was
   * made, an offering gift on its Sunday, before the batch it was entered in (CAD checks wait
   * up to three weeks for theirs).
   */
  readonly receivedMs: number;
  /** Sunday index (USD batches) or block key (CAD batches) of a batch gift. */
  readonly batchKey: string | null;
  readonly designations: readonly Share[];
  readonly labelIds: readonly number[];
}

interface DonorPlan {
  person: PersonModel;
  channel: Channel;
  method: Method;
  currency: Currency;
  frequency: Frequency;
  amount: number;
  shares: readonly number[][];
  methods: PaymentMethodModel[];
  recurring: RecurringModel | null;
  /** Running check number for check givers. */
  checkNumber: number;
  /** A new giver's first day of giving (UTC ms); -Infinity for those who gave before. */
  startsMs: number;
}

export interface GivingPlan {
  readonly donors: readonly PersonModel[];
  readonly paymentMethods: readonly PaymentMethodModel[];
  readonly recurring: readonly RecurringModel[];
  /** In time order. */
  readonly donations: readonly DonationModel[];
  /** Sundays of the range, oldest first (USD batches: one per Sunday with gifts). */
  readonly sundays: readonly LocalDay[];
}

/** Splits an amount by shares (fund id, weight) so the parts sum exactly to it. */
export function split(amount: number, shares: readonly number[][]): Share[] {
  const weights = shares.reduce((s, [, w]) => s + (w ?? 0), 0);
  const parts = shares.map(([fundId, w]) => ({
    fundId: fundId ?? fundIds.general,
    amount: Math.floor((amount * (w ?? 0)) / weights),
  }));
  const rest = amount - parts.reduce((s, p) => s + p.amount, 0);
  const first = at(parts, 0);
  parts[0] = { ...first, amount: first.amount + rest };
  return parts.filter((p) => p.amount > 0);
}

/** One giver in this many starts giving during the range: about 10% more giving a year. */
const newGiverEvery = 5;

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

class GivingBuilder {
  private readonly methods: PaymentMethodModel[] = [];
  private readonly recurring: RecurringModel[] = [];
  private readonly donations: DonationModel[] = [];
  private readonly days: LocalDay[];
  private readonly sundays: LocalDay[];
  /** Whether the target needs most adults to give most weeks. */
  private readonly eager: boolean;
  private readonly seasons: Seasons;

  constructor(
    private readonly ctx: SeedContext,
    private readonly population: Population,
    private readonly rng: Rng,
  ) {
    const total = daysBetween(ctx.givingFirstDay, ctx.anchorDay) + 1;
    this.days = Array.from({ length: total }, (_, i) => addDays(ctx.givingFirstDay, i));
    this.sundays = this.days.filter((d) => weekday(d) === 0);
    const adults = population.people.filter((p) => !p.child).length;
    this.eager = ctx.settings.donations / (adults * 0.8 * this.weeks) > 0.35;
    this.seasons = seasonsOf(ctx);
  }

  /** A gift's likelihood and amount in the season of its day (recurring gifts stay fixed). */
  private seasonal(day: LocalDay, likelihood: number, amount: number): [boolean, number] {
    const factor = this.seasons.giving(day);
    const gives = this.rng.chance(Math.min(0.97, likelihood * Math.sqrt(factor)));
    const scaled = amount * Math.sqrt(factor);
    // Offering envelopes hold whole dollars.
    return [gives, amount % 100 === 0 ? Math.round(scaled / 100) * 100 : Math.round(scaled)];
  }

  private at(day: LocalDay, hour: number, minutes = 0): number {
    return this.ctx.clock.toUtc(day, hour, 0) + minutes * MINUTE_MS;
  }

  private shares(): number[][] {
    const rng = this.rng;
    const general = rng.int(7, 9);
    const other = rng.pick([
      fundIds.missions,
      fundIds.building,
      fundIds.benevolence,
      fundIds.youthCamp,
    ]);
    return rng.weighted<number[][]>([
      [[[fundIds.general, 1]], 75],
      [
        [
          [fundIds.general, general],
          [other, 10 - general],
        ],
        18,
      ],
      [
        [
          [fundIds.general, 6],
          [fundIds.missions, 2],
          [fundIds.building, 2],
        ],
        7,
      ],
    ]);
  }

  private amount(frequency: Frequency, online: boolean): number {
    const rng = this.rng;
    const dollars =
      frequency === 'weekly'
        ? rng.int(4, 30) * 5
        : frequency === 'biweekly'
          ? rng.int(8, 60) * 5
          : rng.chance(0.04)
            ? rng.int(10, 50) * 100
            : rng.int(5, 100) * 10;
    const cents = online && rng.chance(0.25) ? rng.int(1, 99) : 0;
    return dollars * 100 + cents;
  }

  private card(person: PersonModel, createdMs: number): PaymentMethodModel {
    const rng = this.rng;
    const year = this.ctx.anchorDay.year + (rng.chance(0.08) ? -1 : rng.int(0, 5));
    const method: PaymentMethodModel = {
      id: this.methods.length + 1,
      personId: person.id,
      type: 'card',
      brand: rng.weighted([
        [cardBrands[0], 55],
        [cardBrands[1], 30],
        [cardBrands[2], 10],
        [cardBrands[3], 5],
      ] as const),
      last4: rng.digits(4),
      subtype: rng.chance(0.6) ? 'credit' : 'debit',
      expiration: `${rng.int(1, 12)}/${year}`,
      verified: null,
      createdMs,
    };
    this.methods.push(method);
    return method;
  }

  private bankAccount(person: PersonModel, createdMs: number): PaymentMethodModel {
    const rng = this.rng;
    const method: PaymentMethodModel = {
      id: this.methods.length + 1,
      personId: person.id,
      type: 'bank_account',
      brand: rng.pick(banks),
      last4: rng.digits(4),
      subtype: rng.chance(0.85) ? 'checking' : 'savings',
      expiration: null,
      verified: rng.chance(0.9),
      createdMs,
    };
    this.methods.push(method);
    return method;
  }

  /** Weeks of giving (longer than the weekly range: SeedContext.givingFirstDay). */
  private get weeks(): number {
    return this.days.length / 7;
  }

  /** Share of the range the person could give in (created before, not yet inactivated). */
  private activeShare(person: PersonModel, since = -Infinity): number {
    const { givingStartMs: startMs, endMs } = this.ctx;
    const from = Math.max(startMs, person.createdMs, since);
    const until = Math.min(endMs, person.inactivatedMs ?? endMs);
    return Math.max(0, until - from) / (endMs - startMs);
  }

  private expected(plan: DonorPlan): number {
    const weeks = this.weeks;
    const occurrences =
      plan.frequency === 'weekly'
        ? weeks
        : plan.frequency === 'biweekly'
          ? weeks / 2
          : weeks / 4.35;
    const likelihood = plan.recurring ? 1 : plan.channel === 'online' ? 0.5 : 0.8;
    return occurrences * likelihood * this.activeShare(plan.person, plan.startsMs);
  }

  /** The giving habit of the `index`-th giver. */
  private plan(person: PersonModel, currency: Currency, index: number): DonorPlan {
    const rng = this.rng;
    const channel = currency === 'CAD' ? 'batch' : rng.chance(0.6) ? 'online' : 'batch';
    const method: Method =
      channel === 'online'
        ? rng.chance(0.6)
          ? 'card'
          : 'ach'
        : currency === 'CAD' || rng.chance(0.7)
          ? 'check'
          : 'cash';
    // Few adults for many gifts (the small scale): most give every week.
    const frequency = rng.weighted<Frequency>(
      this.eager
        ? [
            ['weekly', 80],
            ['biweekly', 12],
            ['monthly', 8],
          ]
        : [
            ['weekly', 35],
            ['biweekly', 25],
            ['monthly', 40],
          ],
    );
    const plan: DonorPlan = {
      person,
      channel,
      method,
      currency,
      frequency,
      amount: this.amount(frequency, channel === 'online'),
      shares: this.shares(),
      methods: [],
      recurring: null,
      checkNumber: rng.int(1000, 8000),
      // Giving grows as new givers start: every fifth giver, on days spread evenly over the
      // range (golden-ratio steps), so a small church's growth does not hang on a few draws.
      startsMs:
        index % newGiverEvery === newGiverEvery - 1
          ? this.ctx.givingStartMs +
            ((index * 0.618034) % 1) * (this.ctx.endMs - 14 * DAY_MS - this.ctx.givingStartMs)
          : -Infinity,
    };
    if (channel === 'online') {
      const since = Math.max(
        person.createdMs,
        plan.startsMs,
        this.ctx.startMs - rng.int(0, 400) * DAY_MS,
      );
      const main = method === 'card' ? this.card(person, since) : this.bankAccount(person, since);
      plan.methods.push(main);
      if (rng.chance(0.25)) {
        plan.methods.push(
          method === 'card' ? this.bankAccount(person, since) : this.card(person, since),
        );
      }
      if (rng.chance(0.7)) plan.recurring = this.makeRecurring(plan, main, since);
    }
    return plan;
  }

  /** The days a schedule falls on: a day of the month, or a weekday every week or two. */
  private scheduleOf(frequency: Frequency, dayOfWeek: number, dayOfMonth: number, phase: number) {
    const first = this.ctx.firstDay;
    return (day: LocalDay): boolean => {
      if (frequency === 'monthly') return day.day === dayOfMonth;
      if (weekday(day) !== dayOfWeek) return false;
      return frequency === 'weekly' || Math.floor(daysBetween(first, day) / 7) % 2 === phase;
    };
  }

  private makeRecurring(
    plan: DonorPlan,
    paymentMethod: PaymentMethodModel,
    createdMs: number,
    fresh = false,
  ): RecurringModel {
    const rng = this.rng;
    const { ctx } = this;
    const dayOfWeek = 5;
    const dayOfMonth = rng.pick([1, 15]);
    const fallsOn = this.scheduleOf(plan.frequency, dayOfWeek, dayOfMonth, rng.int(0, 1));
    const holdUntil = addDays(ctx.anchorDay, rng.int(7, 60));
    const status: RecurringStatus = fresh
      ? 'active'
      : rng.weighted<RecurringStatus>([
          ['active', 85],
          ['on hold indefinitely', 8],
          [`on hold until ${dayText(holdUntil)}`, 7],
        ]);
    const resume = status.startsWith('on hold until ') ? holdUntil : ctx.anchorDay;
    let next = addDays(resume, 1);
    while (!fallsOn(next)) next = addDays(next, 1);
    const schedule: Record<string, string | number> =
      plan.frequency === 'monthly'
        ? { frequency: 'monthly', interval: 1, day_of_month: dayOfMonth }
        : {
            frequency: 'weekly',
            interval: plan.frequency === 'weekly' ? 1 : 2,
            day_of_week: at(dayNames, dayOfWeek),
          };
    schedule.start_date = dayText(ctx.clock.dayOf(createdMs));
    const recurring: RecurringModel = {
      id: this.recurring.length + 1,
      personId: plan.person.id,
      paymentMethod,
      amount: plan.amount,
      currency: plan.currency,
      designations: split(plan.amount, plan.shares),
      schedule,
      status,
      createdMs,
      lastReceivedMs: null,
      nextOccurrenceMs: this.at(next, 6),
      holdFromMs: status === 'active' ? Infinity : ctx.endMs - rng.int(7, 40) * DAY_MS,
      fallsOn,
    };
    this.recurring.push(recurring);
    return recurring;
  }

  private donate(
    plan: DonorPlan,
    createdMs: number,
    batchKey: string | null,
    paymentMethod: PaymentMethodModel | null,
    amount = plan.recurring ? plan.recurring.amount : plan.amount,
    receivedMs = createdMs,
  ): void {
    // Later hours of the anchor day have not happened yet.
    if (createdMs > this.ctx.endMs) return;
    const rng = this.rng;
    let brand: string | null = null;
    let last4: string | null = null;
    let sub: DonationModel['sub'] = null;
    let method = plan.method;
    if (plan.channel === 'online') {
      if (paymentMethod) {
        method = paymentMethod.type === 'card' ? 'card' : 'ach';
        brand = paymentMethod.brand;
        last4 = paymentMethod.last4;
        sub =
          paymentMethod.type === 'card'
            ? (paymentMethod.subtype as Extract<MethodSub, 'credit' | 'debit'>)
            : null;
      } else {
        method = 'card';
        brand = rng.pick(cardBrands);
        last4 = rng.digits(4);
        sub = rng.pick<MethodSub>(['prepaid', 'unknown']);
      }
    } else if (method === 'check') {
      plan.checkNumber++;
      last4 = rng.chance(0.85) ? String(plan.checkNumber).padStart(4, '0').slice(-4) : null;
    }
    const fee =
      method === 'card'
        ? Math.round(amount * 0.022) + 30
        : method === 'ach'
          ? Math.min(500, Math.round(amount * 0.008) + 30)
          : 0;
    let status: DonationModel['status'] = 'succeeded';
    if (plan.channel === 'online') {
      const recent = createdMs > this.ctx.endMs - 3 * DAY_MS;
      if (method === 'ach' && recent && rng.chance(0.6)) status = 'pending';
      else if (method === 'card' && rng.chance(0.02)) status = 'failed';
    }
    this.donations.push({
      personId: plan.person.id,
      amount,
      currency: plan.currency,
      fee: status === 'failed' ? 0 : fee,
      method,
      brand,
      last4,
      sub,
      status,
      channel: plan.channel,
      createdMs,
      receivedMs,
      batchKey,
      designations: plan.recurring ? plan.recurring.designations : split(amount, plan.shares),
      labelIds: rng.chance(0.04) ? [rng.int(1, 5)] : [],
    });
    if (plan.recurring && status === 'succeeded') plan.recurring.lastReceivedMs = createdMs;
  }

  private gifts(plan: DonorPlan): void {
    const rng = this.rng;
    const { person } = plan;
    const active = (ms: number) => ms >= plan.startsMs && this.population.activeAt(person, ms);
    if (plan.channel === 'batch') {
      const every = plan.frequency === 'weekly' ? 1 : plan.frequency === 'biweekly' ? 2 : 4;
      const phase = rng.int(0, every - 1);
      for (const [i, sunday] of this.sundays.entries()) {
        if (i % every !== phase) continue;
        const [gives, amount] = this.seasonal(sunday, 0.8, plan.amount);
        if (!gives || !active(this.at(sunday, 10))) continue;
        // Gifts are entered after the service, CAD checks once every four weeks.
        const block = Math.floor(i / 4);
        const entryIndex =
          plan.currency === 'CAD' ? Math.min(block * 4 + 3, this.sundays.length - 1) : i;
        const batchKey = plan.currency === 'CAD' ? `cad:${block}` : `usd:${i}`;
        const entered = this.at(at(this.sundays, entryIndex), 12, 30 + rng.int(1, 90));
        this.donate(plan, entered, batchKey, null, amount, this.at(sunday, 10));
      }
      return;
    }
    const recurring = plan.recurring;
    if (recurring) {
      for (const day of this.days) {
        if (!recurring.fallsOn(day)) continue;
        const ms = this.at(day, 6, rng.int(0, 50));
        if (ms < recurring.createdMs || ms >= recurring.holdFromMs || !active(ms)) continue;
        this.donate(plan, ms, null, recurring.paymentMethod);
      }
      return;
    }
    const spacing = plan.frequency === 'weekly' ? 7 : plan.frequency === 'biweekly' ? 14 : 30;
    for (let start = 0; start < this.days.length; start += spacing) {
      const day = at(this.days, Math.min(this.days.length - 1, start + rng.int(0, spacing - 1)));
      const [gives, amount] = this.seasonal(day, 0.5, plan.amount);
      if (!gives) continue;
      const ms = this.at(day, rng.int(7, 21), rng.int(0, 59));
      if (!active(ms)) continue;
      const method = rng.chance(0.05) ? null : rng.pick(plan.methods);
      this.donate(plan, ms, null, method, amount);
    }
  }

  /**
   * Camp fees some families pay online each May: a payment for a child's week at camp (the
   * Camp Registration fund, which no statement may list), sometimes with a scholarship gift to
   * Youth Camp in the same donation.
   */
  private campRegistrations(plans: readonly DonorPlan[]): void {
    const rng = this.rng;
    const payers = plans.filter((p) => p.currency === 'USD' && p.channel === 'online');
    for (const [i, plan] of payers.entries()) {
      if (i % 8 !== 3) continue;
      for (const day of this.days) {
        if (day.month !== 5 || day.day !== 10 + (i % 15)) continue;
        const ms = this.at(day, rng.int(8, 20), rng.int(0, 59));
        if (ms < plan.startsMs || !this.population.activeAt(plan.person, ms)) continue;
        const fee = rng.pick([15_000, 17_500, 22_500, 35_000]);
        const scholarship = rng.chance(0.3) ? rng.int(2, 10) * 500 : 0;
        const before = this.donations.length;
        // A copy without the recurring donation: a fee is not one of its gifts.
        this.donate(
          { ...plan, recurring: null },
          ms,
          null,
          plan.methods[0] ?? null,
          fee + scholarship,
        );
        const made = this.donations[before];
        if (!made) continue;
        this.donations[before] = {
          ...made,
          designations: [
            { fundId: fundIds.campRegistration, amount: fee },
            ...(scholarship > 0 ? [{ fundId: fundIds.youthCamp, amount: scholarship }] : []),
          ],
        };
      }
    }
  }

  /**
   * Makes sure the rarer cases exist at every scale: pending, failed, a refunded fee, and gifts
   * refunded whole (online ones only, so no batch's total changes).
   */
  private ensureCases(): void {
    const online = this.donations.filter((d) => d.channel === 'online');
    const refunds = online.filter((d) => d.status === 'succeeded' && d.fee > 0);
    for (const [i, d] of refunds.entries()) {
      if (i % 60 === 7) d.fee = -d.fee;
      else if (i % 60 === 37) d.refunded = true;
    }
    if (!online.some((d) => d.status === 'failed')) {
      const d = online.find((x) => x.method === 'card' && x.status === 'succeeded' && x.fee > 0);
      if (d) {
        d.status = 'failed';
        d.fee = 0;
      }
    }
    if (!online.some((d) => d.status === 'pending')) {
      const latest = [...online].reverse().find((x) => x.status === 'succeeded');
      if (latest) latest.status = 'pending';
    }
  }

  build(): GivingPlan {
    const { rng, population, ctx } = this;
    // Newcomers do not give yet, so giving grows by the seasons' figure, not by who joined.
    const adults = population.people.filter(
      (p) =>
        !p.child &&
        p.staff !== 'admin' &&
        (p.householdId === null || !at(population.households, p.householdId - 1).visitor),
    );
    const contacts = new Set(population.households.map((h) => h.primaryContactId));
    const ordered = [
      ...rng.sample(
        adults.filter((p) => contacts.has(p.id)),
        adults.length,
      ),
      ...rng.sample(
        adults.filter((p) => !contacts.has(p.id)),
        adults.length,
      ),
    ];
    const cadDonors = ctx.scale === 'small' ? 2 : ctx.scale === 'medium' ? 3 : 5;
    const plans: DonorPlan[] = [];
    let expected = 0;
    for (const person of ordered) {
      if (expected >= ctx.settings.donations) break;
      if (this.activeShare(person) === 0) continue;
      const plan = this.plan(person, plans.length < cadDonors ? 'CAD' : 'USD', plans.length);
      plans.push(plan);
      expected += this.expected(plan);
    }
    // Households where two people give, each in their own way: joint statements meet them.
    const jointHouseholds = ctx.scale === 'small' ? 2 : ctx.scale === 'medium' ? 6 : 20;
    const giving = new Set(plans.map((p) => p.person.id));
    let joined = 0;
    for (const plan of [...plans]) {
      if (joined >= jointHouseholds) break;
      const householdId = plan.person.householdId;
      if (householdId === null || plan.currency !== 'USD') continue;
      const partner = adults.find(
        (p) => p.householdId === householdId && !giving.has(p.id) && this.activeShare(p) > 0,
      );
      if (!partner) continue;
      giving.add(partner.id);
      plans.push(this.plan(partner, 'USD', plans.length));
      joined++;
    }
    for (const plan of plans) this.gifts(plan);
    this.campRegistrations(plans);

    // A few recurring donations set up in the last days: no gift received yet.
    const givers = new Set(plans.map((p) => p.person.id));
    const newcomers = ordered
      .filter((p) => !givers.has(p.id) && p.status === 'active' && p.emails.length > 0)
      .slice(0, ctx.scale === 'small' ? 2 : 4);
    const fresh: PersonModel[] = [];
    for (const person of newcomers) {
      const createdMs = Math.max(
        person.createdMs,
        ctx.endMs - rng.int(1, 4) * DAY_MS - rng.int(1, 10) * HOUR_MS,
      );
      const frequency = rng.pick(['weekly', 'monthly'] as const);
      const plan: DonorPlan = {
        person,
        channel: 'online',
        method: 'card',
        currency: 'USD',
        frequency,
        amount: this.amount(frequency, true),
        shares: this.shares(),
        methods: [],
        recurring: null,
        checkNumber: 0,
        startsMs: createdMs,
      };
      plan.recurring = this.makeRecurring(plan, this.card(person, createdMs), createdMs, true);
      fresh.push(person);
    }
    this.ensureCases();
    this.donations.sort((a, b) => a.createdMs - b.createdMs);
    const donors = [...plans.map((p) => p.person), ...fresh];
    return {
      donors,
      paymentMethods: this.methods,
      recurring: this.recurring,
      donations: this.donations,
      sundays: this.sundays,
    };
  }
}

export function planGiving(ctx: SeedContext, population: Population): GivingPlan {
  return new GivingBuilder(ctx, population, ctx.rng('giving')).build();
}
