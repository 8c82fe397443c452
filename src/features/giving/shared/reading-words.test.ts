import { describe, expect, it } from 'vitest';

import type { Reading } from '../../../api/dated-lists';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { newestPageWords, rangeReadWords } from './reading-words';

const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);

const fromEnd: Reading = {
  datedBy: 'created_at',
  ordered: false,
  ranged: false,
  direction: 'back',
  askedOfService: [],
  requests: 3,
  read: 200,
};

const served: Reading = {
  datedBy: 'received_at',
  ordered: true,
  ranged: true,
  direction: 'back',
  askedOfService: [
    'where[payment_method]',
    'where[received_at]',
    'filter=succeeded',
    'order=-received_at',
  ],
  requests: 1,
  read: 35,
};

describe('how a giving list was read, in words', () => {
  it('says the spec dialect reads from the end and checks the range here', () => {
    expect(rangeReadWords(t, 'en-US', fromEnd, 57, 'donations', ['status', 'fund'])).toBe(
      "Newest first (when they were entered): the giving API offers no order or date range for donations, so the list was read from its end (its first page's total count says where that is) back past the range's first day, and the range was checked here (3 requests, 200 donations read, 57 kept). Status, fund checked here.",
    );
    expect(
      rangeReadWords(t, 'en-US', { ...fromEnd, direction: 'forward' }, 57, 'donations', []),
    ).toMatch(/read from its start, the end the range is nearer, up past the range's last day/);
    expect(newestPageWords(t, fromEnd, 'batches')).toMatch(
      /no order for batches.*two requests a page/,
    );
  });

  it('says what the real service selected, in words rather than parameters', () => {
    expect(rangeReadWords(t, 'en-US', served, 35, 'donations', [])).toBe(
      'Newest first (when they were received): the service selected the range and narrowed by payment method and its succeeded filter (1 request, 35 donations read, 35 kept).',
    );
    expect(newestPageWords(t, served, 'donations')).toMatch(
      /sorts the donations itself, one request/,
    );
  });

  it('says it in Spanish, with Spanish numbers', () => {
    const filtered = { ...served, askedOfService: ['filter=succeeded,pending'], read: 1200 };
    expect(rangeReadWords(es, 'es', filtered, 35, 'donaciones', [])).toBe(
      'Primero lo más reciente (por fecha de recepción): el servicio seleccionó el rango de fechas y filtró por el filtro «completada y pendiente» (1 solicitud; se leyeron 1200 donaciones y se conservaron 35).',
    );
    expect(rangeReadWords(es, 'es', { ...fromEnd, read: 12000 }, 2, 'lotes', ['estado'])).toMatch(
      /se leyeron 12\.000 lotes y se conservaron 2\)\. Estado: se comprobó aquí\.$/,
    );
  });
});
