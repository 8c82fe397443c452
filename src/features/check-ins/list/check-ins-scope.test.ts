import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { checkInsPath, listDefaults, type CheckInRow } from './check-ins-query';
import {
  eventCheckInsPath,
  personCheckInsPath,
  rowMatcher,
  readScope,
  scopedListOptions,
  scopeFromUrl,
  scopePath,
  scopeProblemText,
  sessionCheckInsPath,
  setScopeParam,
} from './check-ins-scope';

const english = translatorOf(testLanguage('en').i18n);
const spanish = translatorOf(testLanguage('es').i18n);

const url = (query: string) => new URLSearchParams(query);
const base = {
  order: listDefaults.order,
  include: [...listDefaults.include],
  offset: 0,
  perPage: 25,
};

describe('scopeFromUrl', () => {
  it('reads an event, its session, location, days and a name', () => {
    expect(
      scopeFromUrl(url('event=7&session=12&location=3&from=2026-11-01&to=2026-11-22&q=+Ada+')),
    ).toEqual({
      event: '7',
      session: '12',
      location: '3',
      from: '2026-11-01',
      to: '2026-11-22',
      q: 'Ada',
    });
  });

  it('drops what needs an event without one, and days that are not days', () => {
    expect(scopeFromUrl(url('session=12&location=3&from=2026-11-01&q=Ada'))).toEqual({ q: 'Ada' });
    expect(scopeFromUrl(url('event=7&from=2026-02-30&to=yesterday'))).toEqual({ event: '7' });
    expect(scopeFromUrl(url('event=&q='))).toEqual({});
  });
});

/** The scope of a link, with each problem in English words as the page shows it. */
function readInWords(params: URLSearchParams, t = english) {
  const { scope, problems } = readScope(params);
  return {
    scope,
    problems: problems.map((problem) => ({
      param: problem.param,
      reason: scopeProblemText(t, problem),
    })),
  };
}

describe('readScope', () => {
  it('says which parameters were left out, and why', () => {
    expect(readInWords(url('event=abc&session=12&q=Ada'))).toEqual({
      scope: { q: 'Ada' },
      problems: [
        { param: 'event', reason: "event 'abc' is not an event id" },
        { param: 'session', reason: "session '12' applies only with an event" },
      ],
    });
    expect(readInWords(url('event=7&session=0&location=3x&from=2026-02-30&to=2026-11-22'))).toEqual(
      {
        scope: { event: '7', to: '2026-11-22' },
        problems: [
          { param: 'session', reason: "session '0' is not a session id" },
          { param: 'location', reason: "location '3x' is not a location id" },
          { param: 'from', reason: "from '2026-02-30' is not a day (YYYY-MM-DD)" },
        ],
      },
    );
  });

  it("reads one person's check-ins, with days but no event", () => {
    expect(readInWords(url('person=12&event=7&session=3&from=2026-11-01'))).toEqual({
      scope: { person: '12', from: '2026-11-01' },
      problems: [
        { param: 'event', reason: "event '7' does not apply to one person's check-ins" },
        { param: 'session', reason: "session '3' applies only with an event" },
      ],
    });
    expect(readInWords(url('person=ada&to=2026-11-22')).problems).toEqual([
      { param: 'person', reason: "person 'ada' is not a person id" },
      { param: 'to', reason: "to '2026-11-22' applies only with an event or a person" },
    ]);
  });

  it('finds nothing to say of a link without a scope', () => {
    expect(readScope(url('order=last_name&event=')).problems).toEqual([]);
  });

  it('says it in Spanish too', () => {
    expect(readInWords(url('event=abc&session=12'), spanish).problems).toEqual([
      { param: 'event', reason: "event 'abc' no es un id de evento" },
      { param: 'session', reason: "session '12' solo se aplica con un evento" },
    ]);
  });
});

describe('setScopeParam', () => {
  it('sets or removes a parameter and goes back to the first page', () => {
    const params = url('event=7&offset=25&order=last_name');
    setScopeParam(params, 'q', 'Ada');
    expect(params.toString()).toBe('event=7&order=last_name&q=Ada');
    setScopeParam(params, 'q', '');
    expect(params.has('q')).toBe(false);
  });

  it('forgets the session and location of the event it leaves', () => {
    const params = url('event=7&session=12&location=3&from=2026-11-01');
    setScopeParam(params, 'event', '8');
    expect(params.toString()).toBe('event=8&from=2026-11-01');
  });

  it("goes from an event's check-ins to a person's and back: one list at a time", () => {
    const params = url('event=7&session=12&location=3&from=2026-11-01');
    setScopeParam(params, 'person', '5');
    expect(params.toString()).toBe('from=2026-11-01&person=5');
    setScopeParam(params, 'event', '8');
    expect(params.toString()).toBe('from=2026-11-01&event=8');
  });
});

describe('scopePath and scopedListOptions', () => {
  it('lists the whole list, an event’s or a session’s', () => {
    expect(scopePath({})).toBe(checkInsPath);
    expect(scopePath({ event: '7' })).toBe(eventCheckInsPath);
    expect(scopePath({ event: '7', session: '12' })).toBe(sessionCheckInsPath);
    expect(scopePath({ person: '5', from: '2026-11-01' })).toBe(personCheckInsPath);
  });

  it("gives a person's list its id and the days", () => {
    expect(scopedListOptions(base, { person: '5', to: '2026-11-22' }, 'America/Chicago')).toEqual({
      ...base,
      params: { person_id: '5' },
      where: { created_at: { lt: '2026-11-23T06:00:00Z' } },
    });
  });

  it('leaves the whole list’s options alone', () => {
    expect(scopedListOptions(base, { q: 'Ada' }, 'America/Chicago')).toBe(base);
  });

  it('adds the path ids and the days as a created_at range in the organization’s zone', () => {
    expect(
      scopedListOptions(
        base,
        { event: '7', session: '12', from: '2026-11-01', to: '2026-11-22' },
        'America/Chicago',
      ),
    ).toEqual({
      ...base,
      params: { event_id: '7', event_period_id: '12' },
      // 1 November is still daylight time (UTC-5); the day after 22 November is standard (UTC-6).
      where: { created_at: { gte: '2026-11-01T05:00:00Z', lt: '2026-11-23T06:00:00Z' } },
    });
  });

  it('leaves the range out until the time zone is known', () => {
    expect(scopedListOptions(base, { event: '7', from: '2026-11-01' }, undefined)).toEqual({
      ...base,
      params: { event_id: '7' },
    });
  });
});

describe('rowMatcher', () => {
  const row = (first: string, last: string, location: string | null) =>
    ({
      attributes: { first_name: first, last_name: last },
      related: { location: location === null ? null : { id: location } },
    }) as unknown as CheckInRow;

  it('matches every word of the name, in any case, and the location', () => {
    const matches = rowMatcher({ event: '7', q: 'ada LOVE', location: '3' });
    expect(matches?.(row('Ada', 'Lovelace', '3'))).toBe(true);
    expect(matches?.(row('Ada', 'Lovelace', '4'))).toBe(false);
    expect(matches?.(row('Ada', 'Byron', '3'))).toBe(false);
    expect(matches?.(row('Ada', 'Lovelace', null))).toBe(false);
  });

  it('keeps every row when there is nothing to match', () => {
    expect(rowMatcher({ event: '7' })).toBeUndefined();
  });
});
