import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import { startSandbox } from '../../../sandbox/server';
import { sandboxAuth } from '../../../ui/testing/sandbox-component-tests';
import { listQuery } from './query-options';
import { invalidateAfterWrite } from './write-invalidation';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
/** Every GET the sandbox answered, by path (no query string). */
let gets: string[] = [];
let client: Client;

beforeAll(async () => {
  sandbox = await startSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
  const counting: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET') gets.push(new URL(request.url).pathname);
    return fetch(request);
  };
  client = createClient({ baseUrl: sandbox.url, auth: sandboxAuth, fetch: counting });
});

afterAll(() => sandbox.close());

/** Four views on screen at once, as a dashboard's pages keep them: each query has an observer. */
async function viewsOnScreen(queryClient: QueryClient) {
  const queries = [
    listQuery(client, '/people/v2/people', { perPage: 5 }),
    listQuery(client, '/check_ins/v2/check_ins', { perPage: 5, include: ['person'] }),
    listQuery(client, '/check_ins/v2/event_times', { perPage: 5 }),
    listQuery(client, '/check_ins/v2/events', { perPage: 5 }),
  ];
  const observers = queries.map(
    (query) => new QueryObserver(queryClient, query as unknown as QueryObserverOptions),
  );
  const stops = observers.map((observer) => observer.subscribe(() => {}));
  await Promise.all(queries.map((query) => queryClient.fetchQuery(query as never)));
  return () => stops.forEach((stop) => stop());
}

describe('after a write, only what may show the changed record is fetched again', () => {
  it('counts the upstream calls of one edit per view on screen', async () => {
    const person = (await client.list('/people/v2/people', { perPage: 1 })).records[0];
    const headcount = (
      await client.list('/check_ins/v2/headcounts', { perPage: 1, include: ['event_time'] })
    ).records[0];
    expect(headcount?.related.event_time).toBeDefined();

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = await viewsOnScreen(queryClient);

    gets = [];
    await client.update(
      '/people/v2/people/{id}',
      { id: person?.id ?? '' },
      { attributes: { nickname: 'Refreshed' } },
    );
    await invalidateAfterWrite(queryClient, 'PATCH', '/people/v2/people/{id}');
    // The people list and the check-ins that include a person; not event times, not events.
    expect([...gets].sort()).toEqual(['/check_ins/v2/check_ins', '/people/v2/people']);

    gets = [];
    const headcountPath = '/check_ins/v2/event_times/{event_time_id}/headcounts/{id}';
    await client.update(
      headcountPath,
      { event_time_id: headcount?.related.event_time?.id ?? '', id: headcount?.id ?? '' },
      { attributes: { total: (headcount?.attributes.total ?? 0) + 1 } },
    );
    await invalidateAfterWrite(queryClient, 'PATCH', headcountPath);
    // A headcount shows on its event time; nothing else on screen holds one.
    expect(gets).toEqual(['/check_ins/v2/event_times']);

    gets = [];
    await invalidateAfterWrite(queryClient, 'POST', '/not/in/the/catalog');
    // A write the catalog does not know may have changed anything: every view is fetched again.
    expect(gets).toHaveLength(4);
    stop();
  });

  it("running a list refreshes the list's people, not what shows no person", async () => {
    // A list with a rule and a condition, whose results show who matches it.
    let ids: { list_id: string; rule_id: string; condition_id: string } | undefined;
    for await (const list of client.records('/people/v2/lists', { perPage: 25 })) {
      const rule = (
        await client.list('/people/v2/lists/{list_id}/rules', {
          params: { list_id: list.id },
          perPage: 1,
        })
      ).records[0];
      const condition =
        rule &&
        (
          await client.list('/people/v2/lists/{list_id}/rules/{rule_id}/conditions', {
            params: { list_id: list.id, rule_id: rule.id },
            perPage: 1,
          })
        ).records[0];
      if (rule && condition) {
        ids = { list_id: list.id, rule_id: rule.id, condition_id: condition.id };
        break;
      }
    }
    if (!ids) throw new Error('the seed has a list with a rule and a condition');
    const listId = ids.list_id;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queries = [
      listQuery(
        client,
        '/people/v2/lists/{list_id}/rules/{rule_id}/conditions/{condition_id}/results',
        { params: ids, perPage: 5 },
      ),
      listQuery(client, '/check_ins/v2/events', { perPage: 5 }),
    ];
    const stops = queries.map((query) =>
      new QueryObserver(queryClient, query as unknown as QueryObserverOptions).subscribe(() => {}),
    );
    await Promise.all(queries.map((query) => queryClient.fetchQuery(query as never)));

    gets = [];
    await client.action('/people/v2/lists/{list_id}/run', { list_id: listId });
    await invalidateAfterWrite(queryClient, 'ACTION', '/people/v2/lists/{list_id}/run');
    expect(gets).toEqual([
      `/people/v2/lists/${listId}/rules/${ids.rule_id}/conditions/${ids.condition_id}/results`,
    ]);
    stops.forEach((stop) => stop());
  });
});
