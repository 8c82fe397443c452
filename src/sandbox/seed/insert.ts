/**
 * Inserting seed rows: one prepared statement per table, built from the storage plan, with
 * attribute values encoded by the row codec. Rows are typed from the catalog, so a value that
 * does not fit its attribute fails to compile; a missing attribute or an unknown column throws.
 */
import type { ResourceOf } from '../../api/catalog/catalog';
import { normalizeAttribute } from '../../api/catalog/schema';
import type { AppName, AttributeSpec, AttributesOf, ResourceSpec } from '../../api/catalog/schema';
import type { TypeName } from '../catalog-keys';
import { quoteIdentifier as q } from '../database';
import type { SandboxDatabase } from '../database';
import { encodeAttribute } from '../row-codec';
import type { ColumnValue } from '../row-codec';
import { linkTables, storedColumns, tablePlan } from '../storage-plan';
import type { ReadThroughAttribute } from '../storage-plan';

type ToOneColumns<R extends ResourceSpec> = {
  [
    K in keyof R['relationships'] as R['relationships'][K] extends { cardinality: 'one' }
      ? `${K & string}_id`
      : never
  ]?: number | null;
};

/** Columns the API does not show: hidden flags (`_…`) and parent ids of to-many sides. */
type HiddenColumns = { [column: `_${string}`]: ColumnValue } & {
  [column: `${string}_id`]: number | null;
};

/**
 * One row of `${app}__${type}`: its id, every attribute it stores (not those read from the
 * people app, D133), to-one ids and hidden columns.
 */
export type SeedRow<A extends AppName, T extends TypeName<A>> = { id: number } & Omit<
  AttributesOf<ResourceOf<A, T>>,
  ReadThroughAttribute<A, T>
> &
  ToOneColumns<ResourceOf<A, T>> &
  HiddenColumns;

export interface TableWriter<Row> {
  readonly table: string;
  insert(row: Row): void;
}

export function tableWriter<A extends AppName, T extends TypeName<A>>(
  db: SandboxDatabase,
  app: A,
  type: T,
): TableWriter<SeedRow<A, T>> {
  const plan = tablePlan(app, type);
  const columns = storedColumns(plan);
  const names = ['id', ...columns.map((c) => c.name)];
  // Normalized once: the codec would otherwise wrap a bare type name for every value.
  const specs: (AttributeSpec | undefined)[] = [
    undefined,
    ...columns.map((c) => {
      const spec = c.role === 'attribute' ? plan.resource.attributes[c.name] : undefined;
      return spec === undefined ? undefined : normalizeAttribute(spec);
    }),
  ];
  const known = new Set(names);
  const statement = db.prepare(
    `INSERT INTO ${q(plan.storedTable)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  );
  return {
    table: plan.storedTable,
    insert(row) {
      const record = row as unknown as Record<string, unknown>;
      const values: ColumnValue[] = [];
      for (let i = 0; i < names.length; i++) {
        const name = names[i] as string;
        const value = record[name];
        const spec = specs[i];
        if (spec === undefined) {
          values.push((value ?? null) as ColumnValue);
        } else if (value === undefined) {
          throw new Error(`${plan.storedTable}: row ${String(record.id)} has no ${name}`);
        } else {
          values.push(encodeAttribute(spec, value));
        }
      }
      for (const key in record) {
        if (!known.has(key)) throw new Error(`${plan.storedTable} has no column ${key}`);
      }
      statement.run(...values);
    },
  };
}

/** Inserts pairs into a link table of the storage plan. */
export function linkWriter(
  db: SandboxDatabase,
  table: string,
): { readonly table: string; insert(a: number, b: number): void } {
  const link = linkTables.find((l) => l.table === table);
  if (!link) throw new Error(`no link table ${table}`);
  const statement = db.prepare(
    `INSERT INTO ${q(link.table)} (${q(link.a)}, ${q(link.b)}) VALUES (?, ?)`,
  );
  return {
    table,
    insert(a, b) {
      statement.run(a, b);
    },
  };
}
