/**
 * The two dialects of the service, as data: the spec's (the contract in ../shared/spec) and the
 * real service's (what a church's real account answers; ../shared/reference). The catalog's path
 * templates are written in the spec's spelling; `toWirePath` and `toCatalogPath` translate a
 * path between the catalog and a dialect's wire. Nothing else spells a base path or a header
 * name: the sandbox, the proxy and the client read them from here.
 */
import { apps } from './catalog';
import type { AppName, AppSpec } from './schema';

export const dialectNames = ['spec', 'real'] as const;
export type DialectName = (typeof dialectNames)[number];

export interface RateHeaderNames {
  readonly count: string;
  readonly limit: string;
  readonly period: string;
}

export interface VersioningRules {
  /** The request header naming the version a caller wants (YYYY-MM-DD). */
  readonly requestHeader: string;
  /** The answer's header naming the version the request was processed as. */
  readonly processedAsHeader: string;
  /** Versions before this one are refused with 400 `unsupported_version_error`. */
  readonly earliest: string;
  /** The versions each app has published, oldest first; the last is the default. */
  readonly published: Readonly<Record<AppName, readonly string[]>>;
}

/**
 * How a dialect's service takes write bodies (write-shapes.ts makes each write's shape, with the
 * service's documentation of each write, real-writes.ts).
 */
export interface WriteRules {
  /** `data.type` may be left out. */
  readonly typeOptional: boolean;
  /** A relationship a write does not name: refused, or ignored. */
  readonly unknownRelationships: 'refuse' | 'ignore';
  /** An attribute a write does not take is answered alone, before any other check. */
  readonly forbiddenAlone: boolean;
  /** That answer's error has only status, title ("Forbidden Attribute") and detail. */
  readonly bareForbiddenAttribute: boolean;
  /** An action (`lists/{id}/run`) also runs on GET, answered 204. */
  readonly actionsAnswerGet: boolean;
}

export interface Dialect {
  readonly name: DialectName;
  /** Each app's base path on the wire. */
  readonly appBasePaths: Readonly<Record<AppName, string>>;
  readonly rateHeaders: RateHeaderNames;
  /** The limit the service enforces unless told otherwise (clients read the real one from headers). */
  readonly defaultRateLimit: { readonly limit: number; readonly periodSeconds: number };
  /**
   * The period header's text on answers no app route gave (an unknown path) and on 429s: the
   * real service writes `20 seconds` there and a bare `20` everywhere else.
   */
  readonly edgeRatePeriodText: (periodSeconds: number) => string;
  /** Where a 422 names its field: JSON pointer (`/data/attributes/name`) or parameter (`name`). */
  readonly errorSource: 'pointer' | 'parameter';
  /** A 422's error carries `meta.associated_resources` (empty when none). */
  readonly errorAssociatedResources: boolean;
  /** Unknown include/order/filter/where names: refused with 400, or ignored. */
  readonly unknownQueryNames: 'refuse' | 'ignore';
  /** Every record carries its to-one relationships' linkage (`data: null` when empty). */
  readonly toOneLinkageAlways: boolean;
  /** Included records carry `links.self`. */
  readonly includedSelfLinks: boolean;
  /** A single record's `links` has one link per association besides `self`. */
  readonly associationLinksOnSingle: boolean;
  /** Weak ETags on reads, `If-None-Match` answered 304. */
  readonly conditionalReads: boolean;
  readonly versioning?: VersioningRules;
  readonly writes: WriteRules;
}

const catalogBasePaths = Object.fromEntries(
  (Object.values(apps) as AppSpec[]).map((app) => [app.name, app.basePath]),
) as Record<AppName, string>;

export const specDialect: Dialect = {
  name: 'spec',
  appBasePaths: catalogBasePaths,
  rateHeaders: {
    count: 'X-SVC-API-Request-Rate-Count',
    limit: 'X-SVC-API-Request-Rate-Limit',
    period: 'X-SVC-API-Request-Rate-Period',
  },
  defaultRateLimit: { limit: 100, periodSeconds: 60 },
  edgeRatePeriodText: (seconds) => String(seconds),
  errorSource: 'pointer',
  errorAssociatedResources: false,
  unknownQueryNames: 'refuse',
  toOneLinkageAlways: false,
  includedSelfLinks: false,
  associationLinksOnSingle: false,
  conditionalReads: false,
  writes: {
    typeOptional: false,
    unknownRelationships: 'refuse',
    forbiddenAlone: false,
    bareForbiddenAttribute: false,
    actionsAnswerGet: false,
  },
};

/**
 * Facts and their sources: ../shared/reference/church-api-real-behaviour.md (§1.4, 1.11-1.16);
 * writes: real-writes.ts and D161-D165.
 */
export const realDialect: Dialect = {
  name: 'real',
  appBasePaths: { ...catalogBasePaths, check_ins: '/check-ins/v2' },
  rateHeaders: {
    count: 'X-PCO-API-Request-Rate-Count',
    limit: 'X-PCO-API-Request-Rate-Limit',
    period: 'X-PCO-API-Request-Rate-Period',
  },
  defaultRateLimit: { limit: 100, periodSeconds: 20 },
  edgeRatePeriodText: (seconds) => `${seconds} seconds`,
  errorSource: 'parameter',
  errorAssociatedResources: true,
  unknownQueryNames: 'ignore',
  toOneLinkageAlways: true,
  includedSelfLinks: true,
  associationLinksOnSingle: true,
  conditionalReads: true,
  // Check-Ins documents every vertex Postable, Patchable and Deletable false in every version
  // through 2025-05-28 (Headcount and Pass included); a write there is a 403 (decision D166).
  versioning: {
    requestHeader: 'X-PCO-API-Version',
    processedAsHeader: 'X-PCO-API-Processed-As-Version',
    earliest: '2018-08-01',
    published: {
      check_ins: ['2018-08-01', '2019-07-17', '2025-05-28'],
      giving: ['2018-08-01', '2019-10-18'],
      people: [
        '2018-08-01',
        '2019-01-14',
        '2019-10-10',
        '2020-04-06',
        '2020-07-22',
        '2021-08-17',
        '2022-01-05',
        '2022-01-28',
        '2022-07-14',
        '2023-02-15',
        '2023-03-21',
        '2024-09-12',
        '2025-03-20',
        '2025-07-02',
        '2025-07-17',
        '2025-11-10',
      ],
    },
  },
  writes: {
    // The vertices' own example bodies leave `type` out (FieldDatum, Household, HouseholdMembership).
    typeOptional: true,
    // [inferred] As unknown query names are (planningcenter/developers#1439).
    unknownRelationships: 'ignore',
    // pypco docs/source/apitour.md: {"errors":[{"status":"422","title":"Forbidden Attribute",
    // "detail":"bogus cannot be assigned"}]}, one error and no other member.
    forbiddenAlone: true,
    bareForbiddenAttribute: true,
    // pypco tests/cassettes/TestPublicRequestFunctions.test_empty_response.yaml.
    actionsAnswerGet: true,
  },
};

export const dialects: Readonly<Record<DialectName, Dialect>> = {
  spec: specDialect,
  real: realDialect,
};

export function isDialectName(text: string): text is DialectName {
  return (dialectNames as readonly string[]).includes(text);
}

/** A clear message for a dialect name that is not one, for start-up checks and the CLI. */
export function unknownDialectMessage(setting: string, text: string): string {
  return `${setting} must be ${dialectNames.join(' or ')} (got '${text}').`;
}

const startsWithBase = (path: string, base: string) =>
  path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);

/** A catalog path (`/check_ins/v2/events?…`) in a dialect's spelling; other paths unchanged. */
export function toWirePath(dialect: Dialect, catalogPath: string): string {
  for (const app of Object.keys(catalogBasePaths) as AppName[]) {
    const base = catalogBasePaths[app];
    if (startsWithBase(catalogPath, base)) {
      return `${dialect.appBasePaths[app]}${catalogPath.slice(base.length)}`;
    }
  }
  return catalogPath;
}

/**
 * A wire path of a dialect back in the catalog's spelling; undefined for a path under no app
 * of that dialect (the spec's `/check_ins/v2` in the real dialect, say).
 */
export function toCatalogPath(dialect: Dialect, wirePath: string): string | undefined {
  for (const app of Object.keys(catalogBasePaths) as AppName[]) {
    const base = dialect.appBasePaths[app];
    if (startsWithBase(wirePath, base)) {
      return `${catalogBasePaths[app]}${wirePath.slice(base.length)}`;
    }
  }
  return undefined;
}

/** The version a request is processed as: the latest published one on or before the asked date. */
export function processedAsVersion(
  rules: VersioningRules,
  app: AppName,
  asked: string | undefined,
): string | undefined {
  const published = rules.published[app];
  if (asked === undefined) return published[published.length - 1];
  return [...published].reverse().find((version) => version <= asked);
}

/** One line for start-up output: where the apps live and how the rate limit is reported. */
export function describeDialect(dialect: Dialect): string {
  const checkIns = dialect.appBasePaths.check_ins;
  return `check-ins at ${checkIns}, rate headers ${dialect.rateHeaders.limit.replace(/-Limit$/, '-*')}`;
}
