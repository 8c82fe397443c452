import { defineReadEndpoints, defineResources, many, noQuery, one } from './schema';

const app = 'giving';

const money = { cents: 'integer', currency: 'string' } as const;

export const givingResources = defineResources({
  Batch: {
    type: 'Batch',
    app,
    attributes: {
      created_at: 'datetime',
      status: { type: 'string', values: ['in_progress', 'ready_for_deposit', 'deposited'] },
      total_cents: money.cents,
      total_currency: money.currency,
      updated_at: 'datetime',
    },
    relationships: {
      deposit: one('Deposit'),
      owner: one('Person'),
      // The real service lists a batch's donations; the totals cross-check needs them.
      donations: { ...many('Donation'), beyondSpec: true },
    },
  },
  Deposit: {
    type: 'Deposit',
    app,
    attributes: {
      cleared: 'boolean',
      created_at: 'datetime',
      total_cents: money.cents,
      total_currency: money.currency,
      updated_at: 'datetime',
    },
    relationships: { batches: many('Batch'), owner: one('Person') },
  },
  Designation: {
    type: 'Designation',
    app,
    attributes: { amount_cents: money.cents, amount_currency: money.currency },
    relationships: { fund: one('Fund') },
  },
  Donation: {
    type: 'Donation',
    app,
    attributes: {
      amount_cents: money.cents,
      amount_currency: money.currency,
      created_at: 'datetime',
      fee_cents: { type: 'integer', note: 'may be negative' },
      fee_currency: money.currency,
      payment_brand: {
        type: 'string',
        nullable: true,
        note: 'card brand or bank name; null for cash and checks',
      },
      payment_channel: { type: 'string', values: ['batch', 'online'] },
      payment_last4: { type: 'string', nullable: true, note: 'null for cash' },
      payment_method: { type: 'string', values: ['ach', 'cash', 'check', 'card'] },
      payment_method_sub: {
        type: 'string',
        nullable: true,
        values: ['credit', 'debit', 'prepaid', 'unknown'],
        note: 'cards only; null for other methods',
      },
      payment_status: { type: 'string', values: ['pending', 'succeeded', 'failed'] },
      refunded: {
        type: 'boolean',
        beyondSpec: true,
        onlyIn: 'real',
        note: 'a refunded gift keeps payment_status succeeded on the real service; the spec names no refund, and the sandbox serves one there as failed (D156)',
      },
      received_at: {
        type: 'datetime',
        beyondSpec: true,
        onlyIn: 'real',
        note: 'when the gift was received (a batch gift may be dated before it was entered); the real service dates statements and its admin lists by it',
      },
      updated_at: 'datetime',
    },
    relationships: {
      designations: many('Designation'),
      labels: many('Label'),
      person: { ...one('Person'), beyondSpec: true },
      batch: { ...one('Batch'), beyondSpec: true },
    },
  },
  Fund: {
    type: 'Fund',
    app,
    attributes: {
      color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', note: 'hex color code' },
      created_at: 'datetime',
      description: 'string',
      ledger_code: 'string',
      name: 'string',
      updated_at: 'datetime',
      visibility: { type: 'string', values: ['everywhere', 'admin_only', 'nowhere'] },
    },
    relationships: {},
  },
  Label: {
    type: 'Label',
    app,
    beyondSpec: true,
    meaning: 'Attributes not shown by the spec; slug as in the real service',
    attributes: { slug: { type: 'string', beyondSpec: true } },
    relationships: {},
  },
  Organization: {
    type: 'Organization',
    app,
    attributes: { name: 'string' },
    relationships: {
      batches: many('Batch'),
      deposits: many('Deposit'),
      donations: many('Donation'),
      funds: many('Fund'),
      labels: many('Label'),
      people: many('Person'),
      recurring_donations: many('RecurringDonation'),
    },
  },
  PaymentMethod: {
    type: 'PaymentMethod',
    app,
    attributes: {
      brand: 'string',
      created_at: 'datetime',
      expiration: {
        type: 'string',
        nullable: true,
        pattern: '^([1-9]|1[0-2])/[0-9]{4}$',
        note: 'cards only, MM/YYYY without leading zeros; null for bank accounts',
      },
      last4: 'string',
      method_subtype: { type: 'string', values: ['credit', 'debit', 'checking', 'savings'] },
      method_type: { type: 'string', values: ['card', 'bank_account'] },
      updated_at: 'datetime',
      verified: {
        type: 'unspecified',
        nullable: true,
        note: 'bank accounts only; null for cards',
      },
    },
    relationships: { recurring_donations: many('RecurringDonation') },
  },
  Person: {
    type: 'Person',
    app,
    attributes: {
      addresses: {
        type: 'array',
        items: {
          street: 'string',
          city: 'string',
          state: 'string',
          zip: 'string',
          location: 'string',
        },
      },
      email_addresses: { type: 'array', items: { address: 'string', location: 'string' } },
      first_name: 'string',
      last_name: 'string',
      permissions: { type: 'string', nullable: true, values: ['administrator'] },
      phone_numbers: {
        type: 'array',
        items: {
          number: 'string',
          carrier: { type: 'string', nullable: true },
          location: 'string',
        },
      },
    },
    relationships: {
      batches: many('Batch'),
      deposits: many('Deposit'),
      donations: many('Donation'),
      payment_methods: many('PaymentMethod'),
      recurring_donations: many('RecurringDonation'),
    },
  },
  RecurringDonation: {
    type: 'RecurringDonation',
    app,
    attributes: {
      amount_cents: money.cents,
      amount_currency: money.currency,
      created_at: 'datetime',
      last_donation_received_at: {
        type: 'datetime',
        nullable: true,
        note: 'null until the first gift arrives',
      },
      next_occurrence: 'datetime',
      schedule: { type: 'object', note: 'JSON billing schedule; structure not shown' },
      status: {
        type: 'string',
        values: ['active', 'on hold indefinitely'],
        datedValues: ['on hold until '],
      },
      updated_at: 'datetime',
    },
    relationships: {
      designations: many('RecurringDonationDesignation'),
      payment_method: one('PaymentMethod'),
    },
  },
  RecurringDonationDesignation: {
    type: 'RecurringDonationDesignation',
    app,
    attributes: { amount_cents: money.cents, amount_currency: money.currency },
    relationships: { fund: one('Fund') },
  },
});

const P2 = '/giving/v2';

/**
 * What the real service's donations lists answer beyond the spec's (its documentation, Giving
 * 2019-10-18: order and where on the gift's dates and where[payment_method]; `completed_at`,
 * which the catalog does not carry, is left out). The spec's giving lists have none (D151).
 */
const realDonationQuery = {
  order: ['created_at', 'received_at', 'updated_at'],
  where: {
    created_at: 'datetime',
    payment_method: 'string',
    received_at: 'datetime',
    updated_at: 'datetime',
  },
} as const;

const donationsList = {
  app,
  resource: 'Donation',
  returns: 'list',
  show: true,
  ...noQuery,
  include: ['designations', 'labels'],
} as const;

export const givingReadEndpoints = defineReadEndpoints({
  [P2]: { app, resource: 'Organization', returns: 'single', show: false, ...noQuery },
  [`${P2}/batches`]: {
    app,
    resource: 'Batch',
    returns: 'list',
    show: true,
    ...noQuery,
    include: ['owner'],
    // The real service orders and queries batches by updated_at only, and scopes them by
    // whether they are committed (past in_progress) or not.
    onlyIn: {
      real: {
        order: ['updated_at'],
        where: { updated_at: 'datetime' },
        filter: ['committed', 'in_progress'],
      },
    },
  },
  [`${P2}/deposits`]: {
    app,
    resource: 'Deposit',
    returns: 'list',
    show: true,
    ...noQuery,
    include: ['owner'],
  },
  [`${P2}/donations/{donation_id}/designations`]: {
    app,
    resource: 'Designation',
    returns: 'list',
    show: true,
    ...noQuery,
    include: ['fund'],
  },
  [`${P2}/donations`]: {
    ...donationsList,
    // `succeeded` selects the gifts that went through (the organization's donations only).
    onlyIn: { real: { ...realDonationQuery, filter: ['succeeded'] } },
  },
  // One person's gifts, by association traversal (the spec's rule 6) with the donations list's
  // own parameters, as the real service lists them under the person (D151, as D134 for check-ins).
  [`${P2}/people/{person_id}/donations`]: {
    ...donationsList,
    beyondSpec: true,
    onlyIn: { real: realDonationQuery },
  },
  [`${P2}/funds`]: { app, resource: 'Fund', returns: 'list', show: true, ...noQuery },
  [`${P2}/labels`]: { app, resource: 'Label', returns: 'list', show: false, ...noQuery },
  [`${P2}/recurring_donations/{recurring_donation_id}/payment_method`]: {
    app,
    resource: 'PaymentMethod',
    returns: 'single',
    show: true,
    ...noQuery,
  },
  [`${P2}/people`]: {
    app,
    resource: 'Person',
    returns: 'list',
    show: true,
    ...noQuery,
    where: { first_name: 'string', last_name: 'string' },
  },
  [`${P2}/recurring_donations`]: {
    app,
    resource: 'RecurringDonation',
    returns: 'list',
    show: true,
    ...noQuery,
    include: ['designations'],
  },
  [`${P2}/recurring_donations/{recurring_donation_id}/designations`]: {
    app,
    resource: 'RecurringDonationDesignation',
    returns: 'list',
    show: true,
    ...noQuery,
    include: ['fund'],
  },
});
