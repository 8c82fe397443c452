/**
 * The catalog against the markdown spec: every resource, attribute, association, allowed
 * value, read endpoint, write endpoint and action the spec documents must be in the catalog,
 * as the spec describes it. All differences are collected and listed in one failure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  must,
  mutated,
  readIn,
  realCatalog,
  resourceIn,
  writeIn,
  type CatalogData,
  type MutableCatalog,
} from './testing/catalog-copies';
import {
  normalizeAttribute,
  type AppName,
  type AttributeSpec,
  type WriteEndpointSpec,
} from './schema';
import {
  APP_NAMES,
  extractSpecModel,
  type SpecDoc,
  type SpecModel,
  type SpecName,
  type SpecType,
} from './testing/spec-tables';

// ---------------------------------------------------------------------------------------------
// Loading the spec

const defaultSpecDir = path.resolve(import.meta.dirname, '../../../../shared/spec');

function specDir(): string {
  const override = process.env['SPEC_DIR'];
  return override !== undefined && override !== '' ? path.resolve(override) : defaultSpecDir;
}

/** Every `*.md` file of the spec folder; throws (never skips) when the folder is missing. */
function loadSpecDocs(dir: string): SpecDoc[] {
  if (!existsSync(dir)) {
    throw new Error(
      `Spec folder not found: ${dir}. The spec-coverage test needs the API spec markdown ` +
        `(../shared/spec next to the repository); set SPEC_DIR to its location.`,
    );
  }
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  if (names.length === 0) throw new Error(`Spec folder ${dir} holds no .md file.`);
  return names.map((name) => ({ name, markdown: readFileSync(path.join(dir, name), 'utf8') }));
}

// ---------------------------------------------------------------------------------------------
// The comparison

function entry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function describeAttribute(spec: AttributeSpec): string {
  const a = normalizeAttribute(spec);
  return `${a.type}${a.nullable === true ? ' or null' : ''}`;
}

function describeSpecType(t: SpecType): string {
  return `${t.type}${t.nullable ? ' or null' : ''}`;
}

/** Differences between a spec type and a catalog attribute; `label` names the attribute. */
function compareType(spec: SpecType, attribute: AttributeSpec, label: string): string[] {
  const a = normalizeAttribute(attribute);
  const out: string[] = [];
  if (a.type !== spec.type) {
    out.push(`${label}: catalog type ${describeAttribute(a)}, spec says ${describeSpecType(spec)}`);
  } else if (spec.nullable && a.nullable !== true) {
    out.push(`${label}: spec says '${spec.type} or null' but the catalog is not nullable`);
  }
  if (spec.type === 'array' && a.type === 'array' && spec.items !== undefined) {
    const items = a.items;
    if (items === undefined) {
      out.push(`${label}: catalog array has no items; spec lists {${names(spec.items)}}`);
    } else {
      for (const member of spec.items) {
        const catalogMember = entry(items, member.name);
        if (catalogMember === undefined) out.push(`${label}.${member.name}: missing from items`);
        else out.push(...compareType(member.type, catalogMember, `${label}.${member.name}`));
      }
      for (const name of Object.keys(items)) {
        if (!spec.items.some((m) => m.name === name)) {
          out.push(`${label}.${name}: in the catalog items, not in the spec`);
        }
      }
    }
  }
  return out;
}

function names(list: readonly { name: string }[]): string {
  return list.map((n) => n.name).join(', ');
}

/** Differences between two name sets, as text (empty when equal). */
function setDifference(
  what: string,
  spec: readonly string[],
  catalog: readonly string[],
): string | undefined {
  const missing = spec.filter((n) => !catalog.includes(n));
  const extra = catalog.filter((n) => !spec.includes(n));
  const parts = [
    missing.length > 0 ? `${what} lacks ${missing.join(', ')}` : '',
    extra.length > 0 ? `${what} has ${extra.join(', ')} not in the spec` : '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Parts the spec must yield, so that a reworded spec cannot make the comparison vacuous. */
function coverageProblems(model: SpecModel): string[] {
  const out: string[] = [];
  for (const app of APP_NAMES) {
    if (!model.resources.some((r) => r.app === app)) out.push(`spec: no ${app} resource table`);
    if (!model.readEndpoints.some((e) => e.app === app)) {
      out.push(`spec: no ${app} read endpoint table`);
    }
  }
  for (const app of ['check_ins', 'people'] as const) {
    if (!model.writeEndpoints.some((e) => e.app === app)) {
      out.push(`spec: no ${app} write endpoint table`);
    }
  }
  if (model.actions.length === 0) out.push('spec: no action table');
  if (model.allowedValues.length === 0) out.push('spec: no allowed values');
  if (model.creationRules.length === 0) out.push('spec: no creation rule');
  return out;
}

/** Every difference between the spec model and the catalog, each prefixed with its spec line. */
function compareModelToCatalog(model: SpecModel, catalog: CatalogData): string[] {
  const problems: string[] = [...model.problems, ...coverageProblems(model)];
  const report = (source: string, message: string) => problems.push(`${source}: ${message}`);
  const resourceOf = (app: AppName, type: string) => entry(catalog.resources[app], type);

  // Resources: attributes with their types, associations with their targets.
  for (const spec of model.resources) {
    const label = `${spec.app} ${spec.type}`;
    const resource = resourceOf(spec.app, spec.type);
    if (resource === undefined) {
      report(spec.source, `${label}: resource '${spec.label}' missing from the catalog`);
      continue;
    }
    if (spec.attributes.kind === 'list') {
      for (const field of spec.attributes.fields) {
        const attribute = entry(resource.attributes, field.name);
        const name = `${label}.${field.name}`;
        if (attribute === undefined) report(spec.source, `${name}: missing from the catalog`);
        else for (const p of compareType(field.type, attribute, name)) report(spec.source, p);
      }
    }
    for (const association of spec.associations) {
      const relationship = entry(resource.relationships, association.name);
      const name = `${label}.${association.name}`;
      if (relationship === undefined) {
        report(spec.source, `${name}: relationship missing (spec: ->${association.target})`);
      } else if (relationship.target !== association.target) {
        report(
          spec.source,
          `${name}: relationship targets ${relationship.target}, spec says ${association.target}`,
        );
      }
    }
  }

  // Allowed values (the table and the rules lists).
  for (const spec of model.allowedValues) {
    const name = `${spec.app} ${spec.resource}.${spec.attribute}`;
    const attribute = entry(resourceOf(spec.app, spec.resource)?.attributes ?? {}, spec.attribute);
    if (attribute === undefined) {
      report(spec.source, `${name}: allowed values of an attribute missing from the catalog`);
      continue;
    }
    const a = normalizeAttribute(attribute);
    const missing = spec.values.filter((v) => !(a.values ?? []).includes(v));
    if (missing.length > 0) report(spec.source, `${name}: values lack ${missing.join(', ')}`);
    const missingDated = spec.datedPrefixes.filter((v) => !(a.datedValues ?? []).includes(v));
    if (missingDated.length > 0) {
      report(spec.source, `${name}: datedValues lack '${missingDated.join("', '")}'`);
    }
    if (spec.nullable && a.nullable !== true) {
      report(spec.source, `${name}: the spec allows null but the catalog is not nullable`);
    }
  }

  // Read endpoints.
  for (const spec of model.readEndpoints) {
    const name = `GET ${spec.path}`;
    const endpoint = entry(catalog.readEndpoints, spec.path);
    if (endpoint === undefined) {
      report(spec.source, `${name}: missing from readEndpoints`);
      continue;
    }
    if (endpoint.app !== spec.app) report(spec.source, `${name}: app ${endpoint.app}`);
    if (spec.resource !== undefined && endpoint.resource !== spec.resource) {
      report(spec.source, `${name}: resource ${endpoint.resource}, spec reaches ${spec.resource}`);
    }
    if (spec.root && endpoint.returns !== 'single') {
      report(spec.source, `${name}: the app root must return 'single'`);
    }
    const show = !spec.root && !spec.listOnly;
    if (endpoint.show !== show) {
      report(spec.source, `${name}: show is ${String(endpoint.show)}, spec says ${String(show)}`);
    }
    for (const [what, specNames, catalogNames] of [
      ['filter', spec.filter, endpoint.filter],
      ['include', spec.include, endpoint.include],
      ['order', spec.order, endpoint.order],
      ['where', spec.where.map((w) => w.name), Object.keys(endpoint.where)],
    ] as const) {
      const difference = setDifference(what, specNames, catalogNames);
      if (difference !== undefined) report(spec.source, `${name}: ${difference}`);
    }
    for (const where of spec.where) {
      const type = entry(endpoint.where, where.name);
      if (type !== undefined && type !== where.type.type) {
        report(
          spec.source,
          `${name}: where ${where.name} is ${type}, spec says ${where.type.type}`,
        );
      }
    }
  }

  // Writable attributes of a catalog write endpoint against a spec list.
  const compareWritable = (
    source: string,
    name: string,
    endpoint: WriteEndpointSpec,
    specNames: readonly SpecName[],
  ) => {
    const difference = setDifference(
      'writable',
      specNames.map((n) => n.name),
      endpoint.writable,
    );
    if (difference !== undefined) report(source, `${name}: ${difference}`);
    const resource = resourceOf(endpoint.app, endpoint.resource);
    for (const n of specNames) {
      if (n.type === undefined) continue;
      const attribute = entry(resource?.attributes ?? {}, n.name);
      const label = `${name}: writable ${endpoint.resource}.${n.name}`;
      if (attribute === undefined) report(source, `${label} is no attribute of the resource`);
      else for (const p of compareType(n.type, attribute, label)) report(source, p);
    }
  };

  // Write endpoints.
  for (const spec of model.writeEndpoints) {
    const name = `${spec.method} ${spec.path}`;
    const endpoint = entry(catalog.writeEndpoints, name);
    if (endpoint === undefined) {
      report(spec.source, `${name}: missing from writeEndpoints`);
      continue;
    }
    if (endpoint.method !== spec.method) report(spec.source, `${name}: method ${endpoint.method}`);
    if (endpoint.app !== spec.app) report(spec.source, `${name}: app ${endpoint.app}`);
    if (spec.resource !== undefined && endpoint.resource !== spec.resource) {
      report(spec.source, `${name}: resource ${endpoint.resource}, spec reaches ${spec.resource}`);
    }
    compareWritable(spec.source, name, endpoint, spec.writable);
  }

  // "X writable attributes: ..." rules: every create and update of X.
  for (const rule of model.writableRules) {
    const endpoints = Object.entries(catalog.writeEndpoints).filter(
      ([, e]) => e.app === rule.app && e.resource === rule.resource && e.method !== 'DELETE',
    );
    if (endpoints.length === 0) {
      report(rule.source, `${rule.app} ${rule.resource}: no create or update endpoint`);
    }
    for (const [key, endpoint] of endpoints)
      compareWritable(rule.source, key, endpoint, rule.names);
  }

  // Actions.
  for (const spec of model.actions) {
    const name = `${spec.method} ${spec.path}`;
    const action = entry(catalog.actionEndpoints, name);
    if (action === undefined) {
      report(spec.source, `${name}: missing from actionEndpoints`);
      continue;
    }
    if (action.app !== spec.app) report(spec.source, `${name}: app ${action.app}`);
    if (spec.resource !== undefined && action.resource !== spec.resource) {
      report(spec.source, `${name}: resource ${action.resource}, spec reaches ${spec.resource}`);
    }
  }

  // Creation rules: relationships every create of the resource must carry.
  for (const rule of model.creationRules) {
    const creates = model.writeEndpoints.filter(
      (e) => e.app === rule.app && e.method === 'POST' && e.resource === rule.resource,
    );
    if (creates.length === 0)
      report(rule.source, `${rule.resource}: no create endpoint in the spec`);
    for (const create of creates) {
      const name = `POST ${create.path}`;
      const endpoint = entry(catalog.writeEndpoints, name);
      if (endpoint === undefined) continue; // reported with the write endpoints
      for (const r of rule.relationships) {
        const payload = entry(endpoint.relationships ?? {}, r.name);
        const label = `${name}: relationship ${r.name}`;
        if (payload === undefined) report(rule.source, `${label} missing`);
        else if (
          payload.target !== r.target ||
          payload.cardinality !== r.cardinality ||
          !payload.required
        ) {
          report(
            rule.source,
            `${label} is ${payload.cardinality} ${payload.target}` +
              `${payload.required ? '' : ' (optional)'}, spec: required ${r.cardinality} ${r.target}`,
          );
        }
      }
    }
  }

  return problems;
}

/** Every difference between the spec documents and the catalog. */
function compareSpecToCatalog(docs: readonly SpecDoc[], catalog: CatalogData): string[] {
  return compareModelToCatalog(extractSpecModel(docs), catalog);
}

/**
 * What the catalog has that the spec does not document, left unmarked: every resource,
 * attribute, relationship or endpoint beyond the spec must say `beyondSpec: true` (on itself
 * or on its resource).
 */
function unmarkedExtras(model: SpecModel, catalog: CatalogData): string[] {
  const out: string[] = [];
  for (const app of APP_NAMES) {
    for (const [type, resource] of Object.entries(catalog.resources[app])) {
      if (resource.beyondSpec === true) continue;
      const spec = model.resources.find((r) => r.app === app && r.type === type);
      if (spec === undefined) {
        out.push(`${app} ${type}: resource not in the spec`);
        continue;
      }
      for (const [name, attribute] of Object.entries(resource.attributes)) {
        const listed =
          spec.attributes.kind === 'list' && spec.attributes.fields.some((f) => f.name === name);
        if (!listed && normalizeAttribute(attribute).beyondSpec !== true) {
          out.push(`${app} ${type}.${name}: attribute not in the spec`);
        }
      }
      for (const [name, relationship] of Object.entries(resource.relationships)) {
        const listed = spec.associations.some((a) => a.name === name);
        if (!listed && relationship.beyondSpec !== true) {
          out.push(`${app} ${type}.${name}: relationship not in the spec`);
        }
      }
    }
  }
  for (const [key, endpoint] of Object.entries(catalog.readEndpoints)) {
    if (endpoint.beyondSpec !== true && !model.readEndpoints.some((e) => e.path === key)) {
      out.push(`GET ${key}: endpoint not in the spec`);
    }
  }
  for (const [key, endpoint] of Object.entries(catalog.writeEndpoints)) {
    const listed = model.writeEndpoints.some((e) => `${e.method} ${e.path}` === key);
    if (endpoint.beyondSpec !== true && !listed) out.push(`${key}: endpoint not in the spec`);
  }
  for (const key of Object.keys(catalog.actionEndpoints)) {
    if (!model.actions.some((a) => `${a.method} ${a.path}` === key)) {
      out.push(`${key}: action not in the spec`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tests

let docsCache: SpecDoc[] | undefined;
function specDocs(): SpecDoc[] {
  docsCache ??= loadSpecDocs(specDir());
  return docsCache;
}

describe('spec coverage: the catalog documents everything the spec lists', () => {
  it('finds the spec folder', () => {
    // Throws the full "Spec folder not found ... SPEC_DIR" message when it is missing.
    const docs = specDocs();
    expect(docs.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'church-api-conventions-check-ins-giving.md',
        'church-api-people.md',
      ]),
    );
  });

  it('reads every table of the spec', () => {
    const model = extractSpecModel(specDocs());
    expect(model.problems).toEqual([]);
    const count = (app: AppName) => ({
      resources: model.resources.filter((r) => r.app === app).length,
      reads: model.readEndpoints.filter((e) => e.app === app).length,
      writes: model.writeEndpoints.filter((e) => e.app === app).length,
    });
    expect(count('check_ins')).toEqual({ resources: 20, reads: 20, writes: 4 });
    expect(count('giving')).toEqual({ resources: 11, reads: 11, writes: 0 });
    expect(count('people')).toEqual({ resources: 24, reads: 24, writes: 33 });
    expect(model.actions).toHaveLength(1);
    expect(model.allowedValues).toHaveLength(13);
    expect(model.writableRules).toHaveLength(2);
    expect(model.creationRules).toHaveLength(1);
  });

  it('finds every spec resource, attribute, association, value and endpoint in the catalog', () => {
    const problems = compareSpecToCatalog(specDocs(), realCatalog);
    expect(
      problems,
      `${problems.length} spec/catalog differences:\n${problems.join('\n')}`,
    ).toEqual([]);
  });

  it('marks everything the catalog adds beyond the spec as beyondSpec', () => {
    const extras = unmarkedExtras(extractSpecModel(specDocs()), realCatalog);
    expect(extras, extras.join('\n')).toEqual([]);
  });

  it('fails with a clear message when the spec folder is missing', () => {
    expect(() => loadSpecDocs('/nonexistent/spec')).toThrow(/Spec folder not found.*SPEC_DIR/);
  });
});

// ---------------------------------------------------------------------------------------------
// The comparison catches catalog errors: mutate a deep copy and look for the report.

interface Mutation {
  readonly name: string;
  readonly change: (catalog: MutableCatalog) => void;
  /** A text the report must contain. */
  readonly expected: string;
}

const mutations: readonly Mutation[] = [
  {
    name: 'an attribute removed',
    change: (c) => delete resourceIn(c, 'giving', 'Donation').attributes['fee_currency'],
    expected: 'giving Donation.fee_currency: missing',
  },
  {
    name: 'an attribute type changed',
    change: (c) => {
      resourceIn(c, 'people', 'Household').attributes['member_count'] = 'string';
    },
    expected: 'people Household.member_count: catalog type string, spec says integer',
  },
  {
    name: 'nullable dropped from an or-null attribute',
    change: (c) => {
      resourceIn(c, 'giving', 'PaymentMethod').attributes['expiration'] = { type: 'string' };
    },
    expected: 'giving PaymentMethod.expiration',
  },
  {
    name: 'an array member changed',
    change: (c) => {
      resourceIn(c, 'giving', 'Person').attributes['phone_numbers'] = {
        type: 'array',
        items: { number: 'string', carrier: 'string', location: 'string' },
      };
    },
    expected: 'giving Person.phone_numbers.carrier',
  },
  {
    name: 'a relationship target changed',
    change: (c) => {
      resourceIn(c, 'check_ins', 'CheckIn').relationships['checked_in_at'] = {
        target: 'Location',
        cardinality: 'one',
      };
    },
    expected: 'check_ins CheckIn.checked_in_at: relationship targets Location',
  },
  {
    name: 'a resource removed',
    change: (c) => delete c.resources.check_ins['Theme'],
    expected: "check_ins Theme: resource 'Theme' missing",
  },
  {
    name: 'an allowed value removed',
    change: (c) => {
      resourceIn(c, 'giving', 'Donation').attributes['payment_method_sub'] = {
        type: 'string',
        nullable: true,
        values: ['credit', 'debit', 'unknown'],
      };
    },
    expected: 'giving Donation.payment_method_sub: values lack prepaid',
  },
  {
    name: 'a dated value removed',
    change: (c) => {
      resourceIn(c, 'giving', 'RecurringDonation').attributes['status'] = {
        type: 'string',
        values: ['active', 'on hold indefinitely'],
      };
    },
    expected: "giving RecurringDonation.status: datedValues lack 'on hold until '",
  },
  {
    name: 'a rules-list value removed',
    change: (c) => {
      resourceIn(c, 'check_ins', 'Pass').attributes['kind'] = {
        type: 'string',
        values: ['barcode'],
      };
    },
    expected: 'check_ins Pass.kind: values lack pkpass',
  },
  {
    name: 'an include removed',
    change: (c) => {
      const e = readIn(c, '/check_ins/v2/check_ins');
      e.include = e.include.filter((i) => i !== 'options');
    },
    expected: 'GET /check_ins/v2/check_ins: include lacks options',
  },
  {
    name: 'an order added',
    change: (c) => readIn(c, '/check_ins/v2/events').order.push('updated_at'),
    expected: 'GET /check_ins/v2/events: order has updated_at not in the spec',
  },
  {
    name: 'a filter removed',
    change: (c) => {
      readIn(c, '/people/v2/field_definitions').filter = [];
    },
    expected: 'GET /people/v2/field_definitions: filter lacks include_deleted',
  },
  {
    name: 'a where type changed',
    change: (c) => {
      readIn(c, '/people/v2/lists/{list_id}/shares').where['name'] = 'string';
    },
    expected: 'where name is string, spec says unspecified',
  },
  {
    name: 'a list-only endpoint given a show endpoint',
    change: (c) => {
      readIn(c, '/giving/v2/labels').show = true;
    },
    expected: 'GET /giving/v2/labels: show is true, spec says false',
  },
  {
    name: 'an app root answering a list',
    change: (c) => {
      readIn(c, '/people/v2').returns = 'list';
    },
    expected: "GET /people/v2: the app root must return 'single'",
  },
  {
    name: 'a read endpoint removed',
    change: (c) => delete c.readEndpoints['/check_ins/v2/passes'],
    expected: 'GET /check_ins/v2/passes: missing from readEndpoints',
  },
  {
    name: 'a write endpoint removed',
    change: (c) => delete c.writeEndpoints['PATCH /people/v2/marital_statuses/{id}'],
    expected: 'PATCH /people/v2/marital_statuses/{id}: missing from writeEndpoints',
  },
  {
    name: 'a writable attribute added',
    change: (c) => writeIn(c, 'POST /people/v2/households').writable.push('primary_contact_name'),
    expected: 'POST /people/v2/households: writable has primary_contact_name not in the spec',
  },
  {
    name: 'a writable attribute removed',
    change: (c) => {
      writeIn(c, 'POST /check_ins/v2/people/{person_id}/passes').writable = ['code'];
    },
    expected: 'POST /check_ins/v2/people/{person_id}/passes: writable lacks kind',
  },
  {
    name: 'a creation relationship made optional',
    change: (c) => {
      const relationships = must(
        writeIn(c, 'POST /people/v2/households').relationships,
        'household relationships',
      );
      relationships['primary_contact'] = { target: 'Person', cardinality: 'one', required: false };
    },
    expected: 'POST /people/v2/households: relationship primary_contact is one Person (optional)',
  },
  {
    name: 'an action removed',
    change: (c) => delete c.actionEndpoints['POST /people/v2/lists/{list_id}/run'],
    expected: 'POST /people/v2/lists/{list_id}/run: missing from actionEndpoints',
  },
];

/** Problems a mutation adds to those of the real catalog (none while the catalog matches). */
function problemsOf(change: (catalog: MutableCatalog) => void): string[] {
  const baseline = new Set(compareSpecToCatalog(specDocs(), realCatalog));
  return compareSpecToCatalog(specDocs(), mutated(change)).filter((p) => !baseline.has(p));
}

describe('spec coverage: the comparison reports catalog errors', () => {
  it.each(mutations)('reports $name', ({ change, expected }) => {
    const problems = problemsOf(change);
    expect(
      problems.some((p) => p.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every error, not only the first', () => {
    const problems = problemsOf((c) => {
      for (const m of mutations) m.change(c);
    });
    const unreported = mutations.filter((m) => !problems.some((p) => p.includes(m.expected)));
    expect(unreported.map((m) => m.name)).toEqual([]);
  });

  it('names the spec line of each difference', () => {
    const problems = problemsOf(
      (c) => delete resourceIn(c, 'people', 'Email').attributes['primary'],
    );
    expect(problems[0]).toMatch(/^church-api-people\.md:\d+: people Email\.primary: missing/);
    // The writes of Email.primary are reported too, each with its own table line.
    expect(problems).toHaveLength(3);
    for (const p of problems) expect(p).toMatch(/^church-api-people\.md:\d+: .*Email\.primary/);
  });

  it('reports a spec document it cannot find tables in', () => {
    const withoutPeople = specDocs().filter((d) => d.name !== 'church-api-people.md');
    const problems = compareSpecToCatalog(withoutPeople, realCatalog);
    expect(problems).toEqual(
      expect.arrayContaining([
        'spec: no people resource table',
        'spec: no people read endpoint table',
        'spec: no people write endpoint table',
      ]),
    );
  });

  it('reports catalog additions not marked beyondSpec', () => {
    const catalog = mutated((c) => {
      resourceIn(c, 'check_ins', 'Theme').attributes['font'] = 'string';
      c.readEndpoints['/giving/v2/campuses'] = {
        app: 'giving',
        resource: 'Fund',
        returns: 'list',
        show: true,
        include: [],
        order: [],
        filter: [],
        where: {},
      };
    });
    expect(unmarkedExtras(extractSpecModel(specDocs()), catalog)).toEqual([
      'check_ins Theme.font: attribute not in the spec',
      'GET /giving/v2/campuses: endpoint not in the spec',
    ]);
  });
});
