/**
 * What narrows the donations list besides its days, as the URL keeps it: `status`, `method`
 * and `fund`, each a comma-separated list (any one of them matches). Values the catalog does not
 * list, and fund ids that are not ids, are left out and reported.
 */
import { givingResources } from '../../../api/catalog/giving';
import { normalizeAttribute } from '../../../api/catalog/schema';
import type { Reading } from '../../../api/dated-lists';
import type { PaymentMethod, PaymentStatus } from '../../../api/find-donations';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';

export interface DonationNarrowing {
  statuses: PaymentStatus[];
  methods: PaymentMethod[];
  fundIds: string[];
}

const listed = (name: 'payment_status' | 'payment_method') =>
  normalizeAttribute(givingResources.Donation.attributes[name]).values ?? [];

export const paymentStatuses = listed('payment_status') as readonly PaymentStatus[];
export const paymentMethods = listed('payment_method') as readonly PaymentMethod[];

export const narrowingParams = { statuses: 'status', methods: 'method', fundIds: 'fund' } as const;

function split(text: string | null): string[] {
  return text === null ? [] : [...new Set(text.split(',').filter((part) => part !== ''))];
}

export function readNarrowing(
  params: URLSearchParams,
  t: Translate,
): {
  narrowing: DonationNarrowing;
  problems: string[];
} {
  const problems: string[] = [];
  const keep = <T extends string>(name: string, allowed: (value: string) => boolean) =>
    split(params.get(name)).filter((value): value is T => {
      if (allowed(value)) return true;
      problems.push(t('giving.donations.unknownValue', { name, value }));
      return false;
    });
  return {
    narrowing: {
      statuses: keep<PaymentStatus>('status', (v) => (paymentStatuses as string[]).includes(v)),
      methods: keep<PaymentMethod>('method', (v) => (paymentMethods as string[]).includes(v)),
      fundIds: keep<string>('fund', (v) => recordIdPattern.test(v)),
    },
    problems,
  };
}

export const narrows = (narrowing: DonationNarrowing) =>
  narrowing.statuses.length + narrowing.methods.length + narrowing.fundIds.length > 0;

/** What of the narrowing the service did not apply (and so was checked here), in words. */
export function narrowedHere(
  t: Translate,
  narrowing: DonationNarrowing,
  reading: Reading,
): string[] {
  const asked = reading.askedOfService;
  return [
    narrowing.statuses.length > 0 &&
      !asked.some((part) => part.startsWith('filter=')) &&
      t('giving.donations.checkedStatus'),
    narrowing.methods.length > 0 &&
      !asked.includes('where[payment_method]') &&
      t('giving.donations.checkedMethod'),
    narrowing.fundIds.length > 0 && t('giving.donations.checkedFund'),
  ].filter((word): word is string => word !== false);
}
