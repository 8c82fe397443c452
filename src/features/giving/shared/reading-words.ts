/**
 * How a giving list was read, in words for the page (D152): what the service sorted and
 * narrowed, or from which end the list was read and narrowed here, and what it cost.
 */
import type { Reading } from '../../../api/dated-lists';

const number = new Intl.NumberFormat('en-US');

const dateWords: Readonly<Record<string, string>> = {
  received_at: 'when they were received',
  created_at: 'when they were entered',
};

const plural = (count: number, one: string, many: string) =>
  `${number.format(count)} ${count === 1 ? one : many}`;

/** "by when they were received", the date a list is dated by. */
export function datedByWords(reading: Pick<Reading, 'datedBy'>): string {
  return dateWords[reading.datedBy] ?? `by ${reading.datedBy}`;
}

/** The sentence under a page of a whole list, newest first. */
export function newestPageWords(reading: Reading, noun: string): string {
  return reading.ordered
    ? `Newest first (${datedByWords(reading)}): the service sorts the ${noun} itself, one request a page.`
    : `Newest first (${datedByWords(reading)}): the giving API offers no order for ${noun}, so each page is the matching part of its oldest-first list, turned around; its total count says where that part is (two requests a page).`;
}

/**
 * The sentence under a read of a range: what the service was asked to do, what was checked
 * here, and the requests and records it took. `narrowedHere` names the page's own narrowings
 * (status, fund…) the service could not apply.
 */
export function rangeReadWords(
  reading: Reading,
  found: number,
  noun: string,
  narrowedHere: readonly string[],
): string {
  const cost = `${plural(reading.requests, 'request', 'requests')}, ${number.format(reading.read)} ${noun} read, ${number.format(found)} kept`;
  const here =
    narrowedHere.length > 0 ? ` ${capitalized(narrowedHere.join(', '))} checked here.` : '';
  if (reading.ranged) {
    const also = serviceWords(reading);
    return `Newest first (${datedByWords(reading)}): the service selected the range${
      also === '' ? '' : ` and narrowed by ${also}`
    } (${cost}).${here}`;
  }
  if (reading.ordered) {
    return `Newest first (${datedByWords(reading)}): the service sorted the ${noun}, and pages were read until they passed the range (${cost}).${here}`;
  }
  const path =
    reading.direction === 'forward'
      ? "from its start, the end the range is nearer, up past the range's last day"
      : "from its end (its first page's total count says where that is) back past the range's first day";
  return `Newest first (${datedByWords(reading)}): the giving API offers no order or date range for ${noun}, so the list was read ${path}, and the range was checked here (${cost}).${here}`;
}

/** The service's narrowings besides the range and the order, in words ("payment method"). */
function serviceWords(reading: Reading): string {
  return reading.askedOfService
    .filter((part) => !part.startsWith(`where[${reading.datedBy}]`) && !part.startsWith('order='))
    .map((part) =>
      part.startsWith('filter=')
        ? `its ${part.slice('filter='.length).replaceAll(',', ' and ')} filter`
        : part.replace(/^where\[(.+)\]$/, '$1').replaceAll('_', ' '),
    )
    .join(' and ');
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
