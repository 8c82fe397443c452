/** The giving app's fixed set-up: funds, donation labels, card brands and banks. */
import type { ListedValue } from '../catalog-keys';

export interface FundSpec {
  readonly id: number;
  readonly name: string;
  readonly color: string;
  readonly ledgerCode: string;
  readonly visibility: ListedValue<'giving', 'Fund', 'visibility'>;
  readonly description: string;
}

export const funds: readonly FundSpec[] = [
  {
    id: 1,
    name: 'General Fund',
    color: '#1f6feb',
    ledgerCode: '4000',
    visibility: 'everywhere',
    description: 'Tithes and offerings for the ministry and operations of the church',
  },
  {
    id: 2,
    name: 'Missions',
    color: '#2da44e',
    ledgerCode: '4100',
    visibility: 'everywhere',
    description: 'Support for our mission partners at home and abroad',
  },
  {
    id: 3,
    name: 'Building Fund',
    color: '#d29922',
    ledgerCode: '4200',
    visibility: 'everywhere',
    description: 'The new children’s wing and building upkeep',
  },
  {
    id: 4,
    name: 'Benevolence',
    color: '#cf222e',
    ledgerCode: '4300',
    visibility: 'admin_only',
    description: 'Help for families in need; given at the pastors’ discretion',
  },
  {
    id: 5,
    name: 'Youth Camp',
    color: '#8250df',
    ledgerCode: '4400',
    visibility: 'everywhere',
    description: 'Scholarships for summer camp',
  },
  {
    id: 6,
    name: 'Legacy Fund',
    color: '#6e7781',
    ledgerCode: '4900',
    visibility: 'nowhere',
    description: 'Closed; kept for past gifts',
  },
  {
    id: 7,
    name: 'Camp Registration',
    color: '#bf8700',
    ledgerCode: '4450',
    visibility: 'everywhere',
    // A payment for a week at camp buys something: not a gift a statement may list.
    description: 'Fees for a child’s week at summer camp (not tax-deductible)',
  },
];

export const fundIds = {
  general: 1,
  missions: 2,
  building: 3,
  benevolence: 4,
  youthCamp: 5,
  campRegistration: 7,
} as const;

export const givingLabels = [
  'memorial',
  'in-honor-of',
  'year-end',
  'matching-gift',
  'online-campaign',
] as const;

export const cardBrands = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

export const banks = [
  'Chase',
  'Bank of America',
  'Wells Fargo',
  'PNC Bank',
  'U.S. Bank',
  'Fifth Third Bank',
] as const;

export type Currency = 'USD' | 'CAD';
