/**
 * Turns catalog path templates (`/check_ins/v2/events/{event_id}/locations`) into real paths of
 * a running sandbox, by listing each parent collection and trying its records in turn until the
 * path answers data. Works for read templates (the leaf must hold records) and for write
 * templates ending in `{id}` (the record must exist).
 */
import { apps, readEndpointSpec } from '../../api/catalog/catalog';
import type { AppSpec } from '../../api/catalog/schema';
import type { Identifier, SandboxHttp } from './http';
import { asList, asSingle, isResource } from './http';

export interface ConcretePath {
  template: string;
  path: string;
  /** The record that owns the collection or to-one association (what meta.parent names). */
  parent: Identifier;
  /** The record chosen for each `{param}` of the template. */
  params: Readonly<Record<string, Identifier>>;
  /** Records at the path: a list's total_count, 1 for a present record, 0 for none. */
  size: number;
}

const organizationOf = (): Identifier => ({ type: 'Organization', id: '1' });

export function splitTemplate(template: string): { base: string; segments: string[] } {
  const app = (Object.values(apps) as AppSpec[]).find(
    (a) => template === a.basePath || template.startsWith(`${a.basePath}/`),
  );
  if (!app) throw new Error(`${template} is under no app base path`);
  const rest = template.slice(app.basePath.length);
  return { base: app.basePath, segments: rest === '' ? [] : rest.slice(1).split('/') };
}

const paramName = (segment: string): string | undefined => /^\{([a-z_]+)\}$/.exec(segment)?.[1];

export interface ResolverOptions {
  /** Records of a parent collection tried per level (default 200). */
  candidatesPerLevel?: number;
}

export class PathResolver {
  private readonly listings = new Map<string, Identifier[]>();
  private readonly candidatesPerLevel: number;

  constructor(
    readonly http: SandboxHttp,
    options: ResolverOptions = {},
  ) {
    this.candidatesPerLevel = options.candidatesPerLevel ?? 200;
  }

  /**
   * The records at a path: the first pages of a list, or the one record of a to-one. When the
   * list endpoint can include `next` (the association the template goes on with), the records
   * linking the most come first, so the search finds well-filled parents quickly.
   */
  private async recordsAt(path: string, template: string, next: string): Promise<Identifier[]> {
    const cacheKey = `${path} ${next}`;
    const cached = this.listings.get(cacheKey);
    if (cached) return cached;
    const include = readEndpointSpec(template)?.include.includes(next) ? next : undefined;
    const out: Identifier[] = [];
    // A to-one path answers one record and takes no paging parameters.
    const first = await this.http.get(path);
    const body = first.json as { data?: unknown } | undefined;
    if (first.status === 200 && body && !Array.isArray(body.data)) {
      if (isResource(body.data)) out.push({ type: body.data.type, id: body.data.id });
    } else {
      const linked = new Map<string, number>();
      const query: [string, string][] = [['per_page', '100']];
      if (include) query.push(['include', include]);
      // With the linkage at hand, reading more pages is cheap and finds better parents.
      const scan = include ? this.candidatesPerLevel * 10 : this.candidatesPerLevel;
      let url: string | undefined = this.http.url(path, query);
      while (url !== undefined && out.length < scan) {
        const page = asList(await this.http.get(url), path);
        for (const r of page.data) {
          out.push({ type: r.type, id: r.id });
          const data = r.relationships[next]?.data;
          linked.set(r.id, data === null || data === undefined ? 0 : [data].flat().length);
        }
        url = page.links.next;
      }
      if (include) out.sort((a, b) => (linked.get(b.id) ?? 0) - (linked.get(a.id) ?? 0));
    }
    const records = out.slice(0, this.candidatesPerLevel);
    this.listings.set(cacheKey, records);
    return records;
  }

  private async sizeAt(path: string): Promise<number> {
    const result = await this.http.get(path);
    const body = result.json as { data?: unknown } | undefined;
    if (result.status === 200 && body && !Array.isArray(body.data)) {
      return asSingle(result, path).data === null ? 0 : 1;
    }
    return asList(result, path).meta.total_count;
  }

  /**
   * Concrete paths of a template that answer data, in the order found (depth first over the
   * parents' records). Stops after `limit` paths.
   */
  async *paths(template: string, limit = Number.POSITIVE_INFINITY): AsyncGenerator<ConcretePath> {
    const { base, segments } = splitTemplate(template);
    const endsWithParam = segments.length > 0 && paramName(segments.at(-1) ?? '') !== undefined;
    let yielded = 0;

    const walk = async function* (
      this: PathResolver,
      prefix: string,
      index: number,
      parent: Identifier,
      params: Record<string, Identifier>,
    ): AsyncGenerator<ConcretePath> {
      if (yielded >= limit) return;
      if (index === segments.length) {
        const size = endsWithParam ? 1 : await this.sizeAt(prefix);
        if (size > 0) {
          yielded += 1;
          yield { template, path: prefix, parent, params, size };
        }
        return;
      }
      const segment = segments[index] ?? '';
      const name = paramName(segment);
      if (name === undefined) {
        yield* walk.call(this, `${prefix}/${segment}`, index + 1, parent, params);
        return;
      }
      const prefixTemplate = [base, ...segments.slice(0, index)].join('/');
      const association = segments[index + 1] ?? '';
      for (const record of await this.recordsAt(prefix, prefixTemplate, association)) {
        if (yielded >= limit) return;
        yield* walk.call(this, `${prefix}/${record.id}`, index + 1, record, {
          ...params,
          [name]: record,
        });
      }
    };
    yield* walk.call(this, base, 0, organizationOf(), {});
  }

  /**
   * One concrete path for a template, preferring one with at least `preferSize` records (so a
   * list can show a second page) among the first `scan` found; undefined when none has data.
   */
  async choose(
    template: string,
    options: { preferSize?: number; scan?: number } = {},
  ): Promise<ConcretePath | undefined> {
    const preferSize = options.preferSize ?? 2;
    let first: ConcretePath | undefined;
    for await (const found of this.paths(template, options.scan ?? 40)) {
      first ??= found;
      if (found.size >= preferSize) return found;
    }
    return first;
  }
}
