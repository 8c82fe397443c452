import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../lib/pure/i18n/translator';
import { testLanguage } from '../../ui/testing/test-providers';
import type { SyncSnapshot, SyncState } from './headcount-sync';
import { syncSentence as sentenceIn } from './sync-sentence';
import type { SyncFacts } from './sync-sentence';

const english = translatorOf(testLanguage('en', 'en-US').i18n);
const spanish = translatorOf(testLanguage('es', 'es-MX').i18n);
const syncSentence = (f: SyncFacts) => sentenceIn(english, 'en-US', f);
const spanishText = (f: SyncFacts) => sentenceIn(spanish, 'es-MX', f).text;

const idle: SyncSnapshot = {
  state: 'idle',
  pending: 0,
  held: 0,
  lastSyncedAt: null,
  retryAt: null,
  problem: null,
  writesRefused: null,
};
// 2026-11-22 15:42 UTC: 10:42 in New York.
const at = Date.UTC(2026, 10, 22, 15, 42);

function facts(snapshot: Partial<SyncSnapshot>, more: Partial<SyncFacts> = {}): SyncFacts {
  const whole = { ...idle, ...snapshot };
  return {
    snapshot: whole,
    waiting: whole.pending,
    online: true,
    asking: [],
    timeZone: 'America/New_York',
    ...more,
  };
}

const text = (f: SyncFacts) => syncSentence(f).text;

describe('syncSentence', () => {
  it('says all is synced, with the last sync when there was one, and nothing else', () => {
    expect(syncSentence(facts({}))).toEqual({
      tone: 'synced',
      text: 'All counts synced.',
      action: null,
    });
    expect(text(facts({ lastSyncedAt: at }))).toBe('All counts synced, last at 10:42 AM.');
  });

  it('counts what waits, and says when it is only held for Undo', () => {
    expect(text(facts({ state: 'syncing', pending: 2 }))).toBe('2 counts waiting to sync.');
    expect(text(facts({ state: 'holding', pending: 1, held: 1 }))).toBe(
      '1 count held a few seconds for Undo, then synced.',
    );
    expect(text(facts({ state: 'syncing', pending: 2, held: 1 }))).toBe(
      '2 counts waiting to sync.',
    );
    // An edit still being stored waits too.
    expect(text(facts({}, { waiting: 1 }))).toBe('1 count waiting to sync.');
  });

  it('says offline first, whatever else is going on', () => {
    expect(syncSentence(facts({ state: 'offline', pending: 2, held: 1 }))).toEqual({
      tone: 'offline',
      text: 'Offline: 2 counts kept on this device, sent when the network is back.',
      action: null,
    });
    expect(text(facts({ state: 'idle' }, { online: false, asking: ['Overflow Room'] }))).toBe(
      'Offline: keep counting, every count is kept on this device until the network is back.',
    );
  });

  it('names a question waiting for its answer', () => {
    expect(
      text(facts({ state: 'holding', pending: 1, held: 1 }, { asking: ['Overflow Room'] })),
    ).toBe('Overflow Room waits for an answer; nothing changes there until then.');
    expect(text(facts({}, { asking: ['Adults', 'Kids', 'Overflow'] }))).toBe(
      'Adults, Kids and Overflow wait for an answer; nothing changes there until then.',
    );
  });

  it('says why counts wait and offers what helps', () => {
    expect(
      syncSentence(
        facts({
          state: 'backing_off',
          pending: 1,
          retryAt: at,
          problem: { kind: 'unreachable' },
        }),
      ),
    ).toEqual({
      tone: 'paused',
      text: '1 count waiting, sending paused: the service could not be reached; next try at 10:42 AM.',
      action: 'retry',
    });
    expect(
      syncSentence(facts({ state: 'rate_limited', pending: 2, problem: { kind: 'rate-limited' } })),
    ).toEqual({
      tone: 'paused',
      text: '2 counts waiting, sending paused: the service asked us to slow down (rate limit).',
      action: null,
    });
    expect(syncSentence(facts({ state: 'signed_out', pending: 1 }))).toMatchObject({
      text: '1 count waiting: the sign-in has ended.',
      action: 'sign-in',
    });
    expect(
      syncSentence(
        facts({ state: 'refused', pending: 1, problem: { kind: 'refused', detail: 'Forbidden.' } }),
      ),
    ).toMatchObject({
      text: '1 count waiting: the service refused one (forbidden).',
      action: 'retry',
    });
    expect(text(facts({ state: 'standby', pending: 3 }))).toBe(
      '3 counts waiting: another kiosk tab in this browser is sending them.',
    );
  });

  it('says the service’s problem in its own words, the rest in the kiosk’s', () => {
    expect(
      text(
        facts({
          state: 'backing_off',
          pending: 2,
          problem: { kind: 'service-error', detail: 'Bad gateway' },
        }),
      ),
    ).toBe('2 counts waiting, sending paused: the service had a problem (Bad gateway).');
    expect(text(facts({ state: 'refused', pending: 1 }))).toBe(
      '1 count waiting: the service refused one (no reason given).',
    );
  });

  it('speaks Spanish, with the plural forms of one count and of several', () => {
    expect(spanishText(facts({}))).toBe('Todos los conteos sincronizados.');
    expect(spanishText(facts({ state: 'syncing', pending: 1 }))).toBe(
      '1 conteo pendiente de sincronizar.',
    );
    expect(spanishText(facts({ state: 'syncing', pending: 1_234 }))).toBe(
      '1,234 conteos pendientes de sincronizar.',
    );
    expect(spanishText(facts({ state: 'offline', pending: 1 }))).toBe(
      'Sin conexión: 1 conteo guardado en este dispositivo; se enviará cuando vuelva la red.',
    );
    expect(spanishText(facts({ state: 'offline', pending: 2 }))).toBe(
      'Sin conexión: 2 conteos guardados en este dispositivo; se enviarán cuando vuelva la red.',
    );
    expect(spanishText(facts({ state: 'holding', pending: 1, held: 1 }))).toBe(
      '1 conteo retenido unos segundos para Deshacer; luego se sincroniza.',
    );
    expect(spanishText(facts({}, { asking: ['Adultos'] }))).toBe(
      'Adultos espera una respuesta; nada cambia allí hasta entonces.',
    );
    expect(spanishText(facts({}, { asking: ['Adultos', 'Niños', 'Sala anexa'] }))).toBe(
      'Adultos, Niños y Sala anexa esperan una respuesta; nada cambia allí hasta entonces.',
    );
    expect(
      spanishText(
        facts({ state: 'backing_off', pending: 3, retryAt: at, problem: { kind: 'unreachable' } }),
      ),
    ).toMatch(
      /^3 conteos pendientes, envío en pausa: no se pudo conectar con el servicio; próximo intento a las 10:42\sa\.\s?m\.$/,
    );
  });

  it('says before anyone counts that headcounts cannot be sent, and offers the totals', () => {
    const refused = { writesRefused: 'You do not have access to this resource' };
    const expected = {
      tone: 'kept',
      text: "Headcounts cannot be sent (the service refuses them: you do not have access to this resource), so every count stays on this device; enter the totals in the service's Headcounts.",
      action: 'totals',
    };
    expect(syncSentence(facts({ ...refused, state: 'kept' }))).toEqual(expected);
    // Offline or with counts kept, it says the same: they would not be sent anyway.
    expect(
      syncSentence(facts({ ...refused, state: 'kept', pending: 3 }, { online: false })),
    ).toEqual(expected);
    // A question still gets its answer first.
    expect(text(facts({ ...refused, state: 'kept' }, { asking: ['Adults'] }))).toBe(
      'Adults waits for an answer; nothing changes there until then.',
    );
  });

  it('is one sentence that never calls counts synced while any wait (property)', () => {
    const states: SyncState[] = [
      'idle',
      'holding',
      'syncing',
      'offline',
      'backing_off',
      'rate_limited',
      'signed_out',
      'refused',
      'standby',
      'kept',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.nat(20),
        fc.nat(20),
        fc.nat(3),
        fc.boolean(),
        fc.array(fc.constantFrom('Adults', 'Overflow Room'), { maxLength: 2 }),
        fc.option(fc.constant(at), { nil: null }),
        fc.option(fc.constant('Forbidden'), { nil: null }),
        (state, pending, held, writing, online, asking, lastSyncedAt, writesRefused) => {
          const snapshot = {
            ...idle,
            state,
            pending,
            held: Math.min(held, pending),
            lastSyncedAt,
            writesRefused,
          };
          const waiting = pending + writing;
          const sentence = text({ snapshot, waiting, online, asking, timeZone: 'UTC' });
          // One sentence in Spanish too.
          const spanishSentence = spanishText({
            snapshot,
            waiting,
            online,
            asking,
            timeZone: 'UTC',
          });
          expect(spanishSentence.match(/\.(\s|$)/g)).toHaveLength(1);
          expect(sentence.match(/\.(\s|$)/g)).toHaveLength(1);
          if (sentence.startsWith('All counts synced')) {
            expect(waiting).toBe(0);
            expect(online && state !== 'offline').toBe(true);
            expect(writesRefused).toBeNull();
          }
        },
      ),
    );
  });
});
