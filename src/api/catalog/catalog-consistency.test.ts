/**
 * Internal consistency of the catalog: every name an endpoint or relationship uses refers to
 * something the catalog defines, attribute descriptions are well formed, and every resource
 * can be reached. Each check returns all its problems so a failure lists every one of them.
 */
import { describe, expect, it } from 'vitest';
import { normalizeAttribute, type AppName, type AttributeSpec, type ResourceSpec } from './schema';
import {
  mutated,
  readIn,
  realCatalog,
  resourceIn,
  writeIn,
  type CatalogData,
  type MutableCatalog,
} from './testing/catalog-copies';

/** Where names that are search helpers rather than attributes, per endpoint path. */
const whereHelpers: Readonly<Record<string, readonly string[]>> = {
  '/people/v2/people': ['search_name'],
};

const APP_NAMES: readonly AppName[] = ['check_ins', 'giving', 'people'];

function entry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function resourceOf(c: CatalogData, app: AppName, type: string): ResourceSpec | undefined {
  return entry(c.resources[app], type);
}

/** The endpoint path of a write or action key `${METHOD} ${path}`. */
function pathOfKey(key: string): string {
  return key.slice(key.indexOf(' ') + 1);
}

interface AnyEndpoint {
  readonly kind: 'GET' | 'write' | 'action';
  readonly name: string;
  readonly path: string;
  readonly app: AppName;
  readonly resource: string;
}

function allEndpoints(c: CatalogData): AnyEndpoint[] {
  return [
    ...Object.entries(c.readEndpoints).map(([path, e]) => ({
      kind: 'GET' as const,
      name: `GET ${path}`,
      path,
      app: e.app,
      resource: e.resource,
    })),
    ...Object.entries(c.writeEndpoints).map(([key, e]) => ({
      kind: 'write' as const,
      name: key,
      path: pathOfKey(key),
      app: e.app,
      resource: e.resource,
    })),
    ...Object.entries(c.actionEndpoints).map(([key, e]) => ({
      kind: 'action' as const,
      name: key,
      path: pathOfKey(key),
      app: e.app,
      resource: e.resource,
    })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Checks

function relationshipTargetProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const app of APP_NAMES) {
    for (const [type, resource] of Object.entries(c.resources[app])) {
      if (resource.type !== type) out.push(`${app} ${type}: type says '${resource.type}'`);
      if (resource.app !== app) out.push(`${app} ${type}: app says '${resource.app}'`);
      for (const [name, r] of Object.entries(resource.relationships)) {
        if (resourceOf(c, app, r.target) === undefined) {
          out.push(`${app} ${type}.${name}: target ${r.target} is no ${app} resource`);
        }
      }
    }
  }
  return out;
}

function endpointAppProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const e of allEndpoints(c)) {
    const base = c.apps[e.app].basePath;
    if (e.path !== base && !e.path.startsWith(`${base}/`)) {
      out.push(`${e.name}: app ${e.app} but the path is not under ${base}`);
    }
    if (resourceOf(c, e.app, e.resource) === undefined) {
      out.push(`${e.name}: resource ${e.resource} is no ${e.app} resource`);
    }
  }
  for (const [key, e] of [
    ...Object.entries(c.writeEndpoints),
    ...Object.entries(c.actionEndpoints),
  ]) {
    if (!key.startsWith(`${e.method} /`)) out.push(`${key}: key does not start with ${e.method}`);
  }
  return out;
}

function readQueryProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const [path, e] of Object.entries(c.readEndpoints)) {
    const resource = resourceOf(c, e.app, e.resource);
    if (resource === undefined) continue; // reported by endpointAppProblems
    const name = `GET ${path} (${e.resource})`;
    for (const include of e.include) {
      if (entry(resource.relationships, include) === undefined) {
        out.push(`${name}: include ${include} is no relationship`);
      }
    }
    for (const order of e.order) {
      if (entry(resource.attributes, order) === undefined) {
        out.push(`${name}: order ${order} is no attribute`);
      }
    }
    for (const [where, type] of Object.entries(e.where)) {
      const attribute = entry(resource.attributes, where);
      if (attribute === undefined) {
        if (!(entry(whereHelpers, path) ?? []).includes(where)) {
          out.push(`${name}: where ${where} is no attribute`);
        }
      } else if (normalizeAttribute(attribute).type !== type) {
        out.push(
          `${name}: where ${where} is ${type}, the attribute is ${normalizeAttribute(attribute).type}`,
        );
      }
    }
    for (const [what, list] of [
      ['include', e.include],
      ['order', e.order],
      ['filter', e.filter],
    ] as const) {
      if (new Set(list).size !== list.length) out.push(`${name}: ${what} repeats a name`);
    }
  }
  return out;
}

function writeProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const [key, e] of Object.entries(c.writeEndpoints)) {
    const resource = resourceOf(c, e.app, e.resource);
    if (resource === undefined) continue; // reported by endpointAppProblems
    for (const name of e.writable) {
      if (entry(resource.attributes, name) === undefined) {
        out.push(`${key}: writable ${name} is no ${e.resource} attribute`);
      }
    }
    for (const name of e.required ?? []) {
      if (entry(resource.attributes, name) === undefined) {
        out.push(`${key}: required ${name} is no ${e.resource} attribute`);
      }
      if (!e.writable.includes(name)) out.push(`${key}: required ${name} is not writable`);
    }
    for (const [name, r] of Object.entries(e.relationships ?? {})) {
      if (resourceOf(c, e.app, r.target) === undefined) {
        out.push(`${key}: relationship ${name} targets ${r.target}, no ${e.app} resource`);
      }
    }
    if (e.method === 'DELETE' && (e.writable.length > 0 || (e.required ?? []).length > 0)) {
      out.push(`${key}: a DELETE has no body`);
    }
    if (e.method !== 'POST' && e.relationships !== undefined) {
      if (Object.values(e.relationships).some((r) => r.required)) {
        out.push(`${key}: only a create can require relationships`);
      }
    }
  }
  return out;
}

function attributeShapeProblems(c: CatalogData): string[] {
  const out: string[] = [];
  const visit = (spec: AttributeSpec, name: string) => {
    const a = normalizeAttribute(spec);
    if ((a.values !== undefined || a.datedValues !== undefined) && a.type !== 'string') {
      out.push(`${name}: values on a ${a.type} attribute`);
    }
    if (a.values !== undefined && new Set(a.values).size !== a.values.length) {
      out.push(`${name}: values repeat`);
    }
    if (a.pattern !== undefined) {
      try {
        new RegExp(a.pattern);
      } catch (error) {
        out.push(`${name}: pattern does not compile: ${String(error)}`);
      }
      if (a.type !== 'string') out.push(`${name}: pattern on a ${a.type} attribute`);
    }
    if (a.items !== undefined && a.type !== 'array') out.push(`${name}: items on a ${a.type}`);
    if (a.fields !== undefined && a.type !== 'object') out.push(`${name}: fields on a ${a.type}`);
    for (const [member, s] of Object.entries(a.items ?? {})) visit(s, `${name}[].${member}`);
    for (const [member, s] of Object.entries(a.fields ?? {})) visit(s, `${name}.${member}`);
  };
  for (const app of APP_NAMES) {
    for (const [type, resource] of Object.entries(c.resources[app])) {
      for (const [name, spec] of Object.entries(resource.attributes)) {
        visit(spec, `${app} ${type}.${name}`);
      }
    }
  }
  return out;
}

/** Every resource is the resource of a read endpoint or reached from one by relationships. */
function reachabilityProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const app of APP_NAMES) {
    const seen = new Set<string>();
    const queue = [
      'Organization',
      ...Object.values(c.readEndpoints)
        .filter((e) => e.app === app)
        .map((e) => e.resource),
    ];
    while (queue.length > 0) {
      const type = queue.shift() ?? '';
      if (seen.has(type)) continue;
      seen.add(type);
      for (const r of Object.values(resourceOf(c, app, type)?.relationships ?? {})) {
        queue.push(r.target);
      }
    }
    for (const type of Object.keys(c.resources[app])) {
      if (!seen.has(type)) out.push(`${app} ${type}: reached by no endpoint or relationship`);
    }
  }
  return out;
}

/**
 * The path of an endpoint walks relationships from the app's Organization: each segment is a
 * relationship of the resource reached so far, a `{param}` follows a to-many relationship, and
 * the last relationship reaches the endpoint's resource (a list for to-many, single for to-one).
 */
function pathTraversalProblems(c: CatalogData): string[] {
  const out: string[] = [];
  for (const e of allEndpoints(c)) {
    const base = c.apps[e.app].basePath;
    if (!e.path.startsWith(base)) continue; // reported by endpointAppProblems
    let segments = e.path
      .slice(base.length)
      .split('/')
      .filter((s) => s !== '');
    if (e.kind === 'action') segments = segments.slice(0, -1); // the action's name
    let current = 'Organization';
    let cardinality: 'one' | 'many' = 'one';
    let broken = false;
    for (const segment of segments) {
      if (segment.startsWith('{')) {
        if (cardinality !== 'many') {
          out.push(`${e.name}: ${segment} selects from a to-one ${current}`);
        }
        cardinality = 'one';
        continue;
      }
      const r = entry(resourceOf(c, e.app, current)?.relationships ?? {}, segment);
      if (r === undefined) {
        out.push(`${e.name}: '${segment}' is no relationship of ${current}`);
        broken = true;
        break;
      }
      current = r.target;
      cardinality = r.cardinality;
    }
    if (broken) continue;
    if (current !== e.resource) out.push(`${e.name}: path reaches ${current}, not ${e.resource}`);
    if (e.kind === 'GET') {
      const returns = cardinality === 'many' ? 'list' : 'single';
      const endpoint = entry(c.readEndpoints, e.path);
      if (endpoint !== undefined && endpoint.returns !== returns) {
        out.push(`${e.name}: returns ${endpoint.returns}, the path reaches a ${returns}`);
      }
    }
    if (e.kind === 'write') {
      const method = e.name.slice(0, e.name.indexOf(' '));
      const addressesRecord = e.path.endsWith('/{id}') || cardinality === 'one';
      if (method === 'POST' && e.path.endsWith('/{id}')) {
        out.push(`${e.name}: a create addresses a collection, not /{id}`);
      }
      if (method !== 'POST' && !addressesRecord) {
        out.push(`${e.name}: an update or delete addresses one record`);
      }
    }
  }
  return out;
}

const checks = {
  'every relationship target is a resource of the same app': relationshipTargetProblems,
  "every endpoint's path is under its app and its resource exists there": endpointAppProblems,
  'every include, order and where name belongs to the resource, where types match':
    readQueryProblems,
  'every writable and required attribute exists, required is writable, targets exist':
    writeProblems,
  'values only on strings, patterns compile, items and fields on arrays and objects':
    attributeShapeProblems,
  'every resource is reachable from an endpoint or the Organization': reachabilityProblems,
  "every endpoint's path walks relationships to its resource": pathTraversalProblems,
} as const satisfies Record<string, (c: CatalogData) => string[]>;

function allProblems(c: CatalogData): string[] {
  return Object.values(checks).flatMap((check) => check(c));
}

describe('catalog consistency', () => {
  it.each(Object.entries(checks))('%s', (_, check) => {
    const problems = check(realCatalog);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The checks catch errors: mutate a deep copy and look for the report.

const mutations: readonly {
  readonly name: string;
  readonly change: (catalog: MutableCatalog) => void;
  readonly expected: string;
}[] = [
  {
    name: 'a relationship to an unknown type',
    change: (c) => {
      resourceIn(c, 'giving', 'Fund').relationships['owner'] = {
        target: 'Owner',
        cardinality: 'one',
      };
    },
    expected: 'giving Fund.owner: target Owner is no giving resource',
  },
  {
    name: 'a relationship to another app only',
    change: (c) => {
      resourceIn(c, 'giving', 'Fund').relationships['campus'] = {
        target: 'Campus',
        cardinality: 'one',
      };
    },
    expected: 'giving Fund.campus: target Campus is no giving resource',
  },
  {
    name: 'an endpoint under the wrong app',
    change: (c) => {
      readIn(c, '/giving/v2/funds').app = 'people';
    },
    expected: 'GET /giving/v2/funds: app people but the path is not under /people/v2',
  },
  {
    name: 'an include that is no relationship',
    change: (c) => readIn(c, '/giving/v2/batches').include.push('deposits'),
    expected: 'GET /giving/v2/batches (Batch): include deposits is no relationship',
  },
  {
    name: 'an order that is no attribute',
    change: (c) => readIn(c, '/check_ins/v2/events').order.push('starts_at'),
    expected: 'GET /check_ins/v2/events (Event): order starts_at is no attribute',
  },
  {
    name: 'a where type unlike the attribute',
    change: (c) => {
      readIn(c, '/people/v2/households').where['member_count'] = 'string';
    },
    expected: 'where member_count is string, the attribute is integer',
  },
  {
    name: 'a where name that is no attribute',
    change: (c) => {
      readIn(c, '/people/v2/emails').where['search_name'] = 'string';
    },
    expected: 'GET /people/v2/emails (Email): where search_name is no attribute',
  },
  {
    name: 'a required attribute that is not writable',
    change: (c) => {
      writeIn(c, 'POST /people/v2/tabs/{tab_id}/field_definitions').writable = ['name'];
    },
    expected: 'POST /people/v2/tabs/{tab_id}/field_definitions: required data_type is not writable',
  },
  {
    name: 'a writable name that is no attribute',
    change: (c) => writeIn(c, 'PATCH /people/v2/households/{id}').writable.push('members'),
    expected: 'PATCH /people/v2/households/{id}: writable members is no Household attribute',
  },
  {
    name: 'values on an integer',
    change: (c) => {
      resourceIn(c, 'check_ins', 'CheckInGroup').attributes['print_status'] = {
        type: 'integer',
        values: ['0', '1'],
      };
    },
    expected: 'check_ins CheckInGroup.print_status: values on a integer attribute',
  },
  {
    name: 'a pattern that does not compile',
    change: (c) => {
      resourceIn(c, 'giving', 'Fund').attributes['color'] = { type: 'string', pattern: '^#[0-9' };
    },
    expected: 'giving Fund.color: pattern does not compile',
  },
  {
    name: 'an unreachable resource',
    change: (c) => {
      c.resources.giving['Pledge'] = {
        type: 'Pledge',
        app: 'giving',
        attributes: {},
        relationships: {},
      };
    },
    expected: 'giving Pledge: reached by no endpoint or relationship',
  },
  {
    name: 'an endpoint whose path reaches another resource',
    change: (c) => {
      readIn(c, '/check_ins/v2/stations').resource = 'Theme';
    },
    expected: 'GET /check_ins/v2/stations: path reaches Station, not Theme',
  },
  {
    name: 'a to-one association answering a list',
    change: (c) => {
      readIn(c, '/check_ins/v2/check_ins/{check_in_id}/check_in_group').returns = 'list';
    },
    expected: 'returns list, the path reaches a single',
  },
];

describe('catalog consistency: the checks report errors', () => {
  it.each(mutations)('reports $name', ({ change, expected }) => {
    const problems = allProblems(mutated(change));
    expect(
      problems.some((p) => p.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every error, not only the first', () => {
    const problems = allProblems(
      mutated((c) => {
        for (const m of mutations) m.change(c);
      }),
    );
    const unreported = mutations.filter((m) => !problems.some((p) => p.includes(m.expected)));
    expect(unreported.map((m) => m.name)).toEqual([]);
  });
});
