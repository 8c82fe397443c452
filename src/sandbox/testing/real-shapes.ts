/**
 * Shapes of the real service's answers that the sandbox's real dialect relies on, as literal
 * data. Source: the vcrpy recordings of billdeitrick/pypco (`tests/cassettes/`, commit 085ffe9,
 * API versions 2018-08-01 and 2022-07-14), copied to the shared reference as
 * `real-recordings/pypco-cassettes/TestPublicRequestFunctions.<test>.yaml`. Extracted once by a
 * script (the `yaml` package; the `!!binary` bodies gunzipped) and written here, so tests never
 * read the cassettes. `<test>.yaml #i` below names the cassette and the index of the interaction
 * a shape was seen in. URLs are given as paths; the recorded origin is `recordedOrigin`.
 *
 * Left out on purpose, where the sandbox differs by decision (docs/decisions.md, "Not handled"):
 * - the empty-string key `""` in a single record's links, not imitated (seen in
 *   test_get.yaml #0-1; test_upload_and_use_file.yaml #2: `"": "/people/v2/people/45029164/"`);
 * - PUT answered with an HTML page (test_put.yaml #0: 404, `text/html; charset=utf-8`): the sandbox
 *   answers 405 with `Allow` in the errors shape;
 * - the upload host's answers (test_upload.yaml, test_upload_and_use_file.yaml #0: 201,
 *   `application/json`, `data` an array), not served by the apps.
 * Not in any recording, so not here: a 422 body (its members are documented in
 * church-api-real-behaviour.md §1.12 from planningcenter/developers#1040, not recorded).
 */

export const recordedOrigin = 'https://api.planningcenteronline.com';

// ---------------------------------------------------------------------------------------------
// Documents

/**
 * Top-level members of a list, in order. Seen in: test_get.yaml #2; test_iterate.yaml #0-35;
 * test_iterate_no_relationships.yaml #0-1; test_list.yaml #0-3; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1.
 */
export const listDocumentKeys = ['links', 'data', 'included', 'meta'] as const;

/**
 * `included` when nothing was asked to be included. Seen in: test_get.yaml #2; test_iterate.yaml
 * #0-18; test_iterate_no_relationships.yaml #0-1; test_list.yaml #0-1; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1.
 */
export const includedWhenNotAsked = [] as const;

/**
 * Top-level members of a single record (GET, POST 201, PATCH 200), in order. Seen in: test_get.yaml
 * #0-1; test_patch.yaml #0; test_post.yaml #0; test_upload_and_use_file.yaml #2.
 */
export const singleDocumentKeys = ['data', 'included', 'meta'] as const;

// ---------------------------------------------------------------------------------------------
// List meta and links

/** Every sequence of list meta keys recorded, with where. */
export const listMetaKeySequences: readonly { keys: readonly string[]; seen: readonly string[] }[] =
  [
    {
      keys: [
        'total_count',
        'count',
        'can_order_by',
        'can_query_by',
        'can_include',
        'can_filter',
        'parent',
      ],
      seen: [
        'test_get.yaml #2',
        'test_iterate.yaml #35',
        'test_request_json.yaml #0',
        'test_request_response.yaml #0',
        'test_upload_and_use_file.yaml #1',
      ],
    },
    {
      keys: [
        'total_count',
        'count',
        'next',
        'can_order_by',
        'can_query_by',
        'can_include',
        'can_filter',
        'parent',
      ],
      seen: ['test_iterate.yaml #0,8,19,27', 'test_list.yaml #0,2'],
    },
    {
      keys: [
        'total_count',
        'count',
        'prev',
        'next',
        'can_order_by',
        'can_query_by',
        'can_include',
        'can_filter',
        'parent',
      ],
      seen: ['test_iterate.yaml #1-6,9-10,12-17,20-25,28-33'],
    },
    {
      keys: [
        'total_count',
        'count',
        'prev',
        'can_order_by',
        'can_query_by',
        'can_include',
        'can_filter',
        'parent',
      ],
      seen: ['test_iterate.yaml #7,11,18,26,34', 'test_list.yaml #1,3'],
    },
    {
      keys: ['total_count', 'count', 'next', 'can_filter', 'parent'],
      seen: ['test_iterate_no_relationships.yaml #0'],
    },
    {
      keys: ['total_count', 'count', 'prev', 'can_filter', 'parent'],
      seen: ['test_iterate_no_relationships.yaml #1'],
    },
  ];

/**
 * The one order all the sequences above agree with (their merge); each key only when applicable.
 */
export const listMetaKeyOrder = [
  'total_count',
  'count',
  'prev',
  'next',
  'can_order_by',
  'can_query_by',
  'can_include',
  'can_filter',
  'parent',
] as const;

/** Keys in every recorded list (the `can_*` ones depend on what the endpoint offers). */
export const listMetaAlways = ['total_count', 'count', 'parent'] as const;

/**
 * `meta.next` / `meta.prev` hold an offset only. Seen in: test_iterate.yaml #0,8,19,27;
 * test_iterate_no_relationships.yaml #0; test_list.yaml #0,2; test_iterate.yaml
 * #1-6,9-10,12-17,20-25,28-33; test_iterate.yaml #7,11,18,26,34; test_iterate_no_relationships.yaml
 * #1; test_list.yaml #1,3.
 */
export const listMetaPagingKeys = ['offset'] as const;

/**
 * `meta.parent` of a root collection: the Organization. Seen in: test_get.yaml #2;
 * test_iterate.yaml #0-35; test_list.yaml #0-3; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1.
 */
export const rootParent = { id: '263468', type: 'Organization' } as const;

/**
 * List links by page position (no `first`/`last` anywhere: test_get.yaml #2; test_iterate.yaml
 * #0-35; test_iterate_no_relationships.yaml #0-1; test_list.yaml #0-3; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1).
 */
export const listLinkKeys = {
  /**
   * Seen in: test_get.yaml #2; test_iterate.yaml #35; test_request_json.yaml #0;
   * test_request_response.yaml #0; test_upload_and_use_file.yaml #1.
   */
  onlyPage: ['self'],
  /**
   * Seen in: test_iterate.yaml #0,8,19,27; test_iterate_no_relationships.yaml #0; test_list.yaml
   * #0,2.
   */
  firstPage: ['self', 'next'],
  /** Seen in: test_iterate.yaml #1-6,9-10,12-17,20-25,28-33. */
  middlePage: ['self', 'prev', 'next'],
  /**
   * Seen in: test_iterate.yaml #7,11,18,26,34; test_iterate_no_relationships.yaml #1;
   * test_list.yaml #1,3.
   */
  lastPage: ['self', 'prev'],
} as const;

/** Names never found in a list's links. */
export const listLinksNever = ['first', 'last'] as const;

/**
 * Requests on a first (or unpaged) page and the links echoed: query parameters re-sorted by
 * name, brackets unescaped, other escapes (`%2C`) kept; `next` keeps every other parameter.
 */
export const firstPageEchoes: readonly {
  request: string;
  links: { self: string; next?: string };
  seen: readonly string[];
}[] = [
  {
    request: '/people/v2/people?where%5Bfirst_name%5D=paul',
    links: { self: '/people/v2/people?where[first_name]=paul' },
    seen: ['test_get.yaml #2'],
  },
  {
    request: '/people/v2/people?offset=0&per_page=25',
    links: {
      self: '/people/v2/people?offset=0&per_page=25',
      next: '/people/v2/people?offset=25&per_page=25',
    },
    seen: ['test_iterate.yaml #0', 'test_list.yaml #0'],
  },
  {
    request: '/people/v2/people?offset=0&per_page=50',
    links: {
      self: '/people/v2/people?offset=0&per_page=50',
      next: '/people/v2/people?offset=50&per_page=50',
    },
    seen: ['test_iterate.yaml #8'],
  },
  {
    request:
      '/people/v2/people?offset=0&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=0&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=25&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #19', 'test_list.yaml #2'],
  },
  {
    request:
      '/people/v2/people?offset=0&per_page=25&include=emails%2Corganization&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails%2Corganization&offset=0&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails%2Corganization&offset=25&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #27'],
  },
  {
    request: '/people/v2/people?offset=0&per_page=25&include=addresses&where%5Bfirst_name%5D=Paul',
    links: {
      self: '/people/v2/people?include=addresses&offset=0&per_page=25&where[first_name]=Paul',
    },
    seen: ['test_iterate.yaml #35'],
  },
  {
    request: '/services/v2/report_templates?offset=0&per_page=25',
    links: {
      self: '/services/v2/report_templates?offset=0&per_page=25',
      next: '/services/v2/report_templates?offset=25&per_page=25',
    },
    seen: ['test_iterate_no_relationships.yaml #0'],
  },
  {
    request: '/people/v2/people',
    links: { self: '/people/v2/people' },
    seen: ['test_request_json.yaml #0', 'test_request_response.yaml #0'],
  },
  {
    request:
      '/people/v2/people?offset=0&per_page=25&where%5Bfirst_name%5D=Paul&where%5Blast_name%5D=Revere',
    links: {
      self: '/people/v2/people?offset=0&per_page=25&where[first_name]=Paul&where[last_name]=Revere',
    },
    seen: ['test_upload_and_use_file.yaml #1'],
  },
];

/** Later pages of the include=emails walk: `prev` before `next`, offsets by per_page. */
export const laterPageEchoes: readonly {
  request: string;
  links: { self: string; prev: string; next?: string };
  seen: readonly string[];
}[] = [
  {
    request:
      '/people/v2/people?offset=25&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=25&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=0&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=50&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #20'],
  },
  {
    request:
      '/people/v2/people?offset=50&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=50&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=25&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=75&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #21'],
  },
  {
    request:
      '/people/v2/people?offset=75&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=75&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=50&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=100&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #22'],
  },
  {
    request:
      '/people/v2/people?offset=100&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=100&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=75&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=125&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #23'],
  },
  {
    request:
      '/people/v2/people?offset=125&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=125&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=100&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=150&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #24'],
  },
  {
    request:
      '/people/v2/people?offset=150&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=150&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=125&per_page=25&where[site_administrator]=false',
      next: '/people/v2/people?include=emails&offset=175&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #25'],
  },
  {
    request:
      '/people/v2/people?offset=175&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=175&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=150&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_iterate.yaml #26'],
  },
  {
    request:
      '/people/v2/people?offset=25&per_page=25&include=emails&where%5Bsite_administrator%5D=false',
    links: {
      self: '/people/v2/people?include=emails&offset=25&per_page=25&where[site_administrator]=false',
      prev: '/people/v2/people?include=emails&offset=0&per_page=25&where[site_administrator]=false',
    },
    seen: ['test_list.yaml #3'],
  },
];

// ---------------------------------------------------------------------------------------------
// Resource objects

/**
 * A record of a list. Seen in: test_get.yaml #2; test_iterate.yaml #0-35; test_list.yaml #0-3;
 * test_request_json.yaml #0; test_request_response.yaml #0; test_upload_and_use_file.yaml #1;
 * test_iterate_no_relationships.yaml #0-1.
 */
export const listRecordShapes = [
  {
    keys: ['type', 'id', 'attributes', 'relationships', 'links'],
    linkKeys: ['self'],
    idType: 'string',
  },
  { keys: ['type', 'id', 'attributes', 'links'], linkKeys: ['self'], idType: 'string' },
] as const;

/**
 * To-one relationships present with null linkage on every Person, asked for or not. Seen in:
 * test_get.yaml #0-2; test_iterate.yaml #0-35; test_list.yaml #0-3; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1-2.
 */
export const toOneNullRelationships = { primary_campus: { data: null } } as const;

/**
 * Members of an included relationship, in order, and of its links. Seen in: test_get.yaml #1;
 * test_iterate.yaml #19-35; test_list.yaml #2-3.
 */
export const includedRelationshipShape = {
  keys: ['links', 'data'],
  linkKeys: ['related'],
} as const;

/**
 * A Person's included relationships (test_get.yaml #1, `?include=emails,organization`); related is
 * self + '/' + name.
 */
export const includedRelationshipsExample = {
  self: '/people/v2/people/45029164',
  relationships: {
    emails: {
      links: { related: '/people/v2/people/45029164/emails' },
      data: [{ type: 'Email', id: '29871166' }],
    },
    organization: {
      links: { related: '/people/v2/people/45029164/organization' },
      data: { type: 'Organization', id: '263468' },
    },
  },
} as const;

/**
 * A single record's links (test_get.yaml #0): one per association, names in alphabetical order,
 * null for an unset to-one, then `self`. The `""` key is left out (see above).
 */
export const singleRecordLinks: Readonly<Record<string, string | null>> = {
  addresses: '/people/v2/people/45029164/addresses',
  apps: '/people/v2/people/45029164/apps',
  connected_people: '/people/v2/people/45029164/connected_people',
  emails: '/people/v2/people/45029164/emails',
  field_data: '/people/v2/people/45029164/field_data',
  household_memberships: '/people/v2/people/45029164/household_memberships',
  households: '/people/v2/people/45029164/households',
  inactive_reason: null,
  marital_status: null,
  message_groups: '/people/v2/people/45029164/message_groups',
  messages: '/people/v2/people/45029164/messages',
  name_prefix: null,
  name_suffix: null,
  notes: '/people/v2/people/45029164/notes',
  organization: '/people/v2/people/45029164/organization',
  person_apps: '/people/v2/people/45029164/person_apps',
  phone_numbers: '/people/v2/people/45029164/phone_numbers',
  platform_notifications: '/people/v2/people/45029164/platform_notifications',
  primary_campus: null,
  school: null,
  social_profiles: '/people/v2/people/45029164/social_profiles',
  workflow_cards: '/people/v2/people/45029164/workflow_cards',
  self: '/people/v2/people/45029164',
};

/** Members of a single record, by method and type. */
export const singleRecordShapes = [
  {
    method: 'GET',
    type: 'Person',
    keys: ['type', 'id', 'attributes', 'relationships', 'links'],
    seen: ['test_get.yaml #0-1'],
  },
  {
    method: 'PATCH',
    type: 'Song',
    keys: ['type', 'id', 'attributes', 'links'],
    seen: ['test_patch.yaml #0'],
  },
  {
    method: 'POST',
    type: 'Song',
    keys: ['type', 'id', 'attributes', 'links'],
    seen: ['test_post.yaml #0'],
  },
  {
    method: 'PATCH',
    type: 'Person',
    keys: ['type', 'id', 'attributes', 'relationships', 'links'],
    seen: ['test_upload_and_use_file.yaml #2'],
  },
] as const;

/** Meta of a single record, by method and type. */
export const singleMetaKeys = [
  { method: 'GET', type: 'Person', keys: ['can_include', 'parent'], seen: ['test_get.yaml #0-1'] },
  { method: 'PATCH', type: 'Song', keys: ['parent'], seen: ['test_patch.yaml #0'] },
  { method: 'POST', type: 'Song', keys: ['parent'], seen: ['test_post.yaml #0'] },
  {
    method: 'PATCH',
    type: 'Person',
    keys: ['can_include', 'parent'],
    seen: ['test_upload_and_use_file.yaml #2'],
  },
] as const;

/** Included records: members in order, links, relationships' members. */
export const includedRecordShapes = [
  {
    type: 'Email',
    keys: ['type', 'id', 'attributes', 'relationships', 'links'],
    linkKeys: ['self'],
    relationships: { person: ['data'] },
    seen: ['test_get.yaml #1', 'test_iterate.yaml #19-34', 'test_list.yaml #2-3'],
  },
  {
    type: 'Organization',
    keys: ['type', 'id', 'attributes', 'links'],
    linkKeys: ['self'],
    relationships: {},
    seen: ['test_get.yaml #1', 'test_iterate.yaml #27-34'],
  },
  {
    type: 'Address',
    keys: ['type', 'id', 'attributes', 'relationships', 'links'],
    linkKeys: ['self'],
    relationships: { person: ['data'] },
    seen: ['test_iterate.yaml #35'],
  },
] as const;

/** An included Email with its back-reference and `links.self` (test_get.yaml #1). */
export const includedEmailExample = {
  type: 'Email',
  id: '29871166',
  attributes: {
    address: 'paul.revere@mailinator.com',
    created_at: '2018-11-25T20:31:31Z',
    location: 'Home',
    primary: true,
    updated_at: '2018-11-25T20:31:31Z',
  },
  relationships: { person: { data: { type: 'Person', id: '45029164' } } },
  links: { self: '/people/v2/emails/29871166' },
} as const;

// ---------------------------------------------------------------------------------------------
// Errors

/** Recorded error answers. */
export const errorAnswers = [
  {
    status: 404,
    request: 'GET /services/v2/songs/18420243',
    contentType: 'application/json; charset=utf-8',
    body: {
      errors: [
        {
          status: '404',
          title: 'Not Found',
          detail: 'The resource you requested could not be found',
        },
      ],
    },
    seen: ['test_delete.yaml #1'],
  },
  {
    status: 404,
    request: 'GET /bogus',
    contentType: 'application/json; charset=utf-8',
    body: {
      errors: [
        {
          status: '404',
          title: 'Not Found',
          detail: 'The resource you requested could not be found',
        },
      ],
    },
    seen: ['test_request_json.yaml #1', 'test_request_response.yaml #1'],
  },
  {
    status: 400,
    request: 'POST /people/v2/people',
    contentType: 'application/json; charset=utf-8',
    body: {
      errors: [
        {
          status: '400',
          title: 'Bad Request',
          code: 'invalid_resource_payload',
          detail: "The payload given does not contain a 'data' key.",
        },
      ],
    },
    seen: ['test_request_response.yaml #2'],
  },
] as const;

/**
 * Types of the members of an error object. Seen in: test_delete.yaml #1; test_request_json.yaml #1;
 * test_request_response.yaml #1; test_request_response.yaml #2.
 */
export const errorMemberTypes: Readonly<Record<string, string>> = {
  status: 'string',
  title: 'string',
  detail: 'string',
  code: 'string',
};

// ---------------------------------------------------------------------------------------------
// Headers and statuses

/**
 * The rate-limit headers of every API answer. Seen in: test_delete.yaml #0-1;
 * test_empty_response.yaml #0; test_get.yaml #0-2; test_iterate.yaml #0-35;
 * test_iterate_no_relationships.yaml #0-1; test_list.yaml #0-3; test_patch.yaml #0; test_post.yaml
 * #0; test_request_json.yaml #0-1; test_request_response.yaml #0-2; test_upload_and_use_file.yaml
 * #1-2.
 */
export const rateHeaderNames = [
  'X-PCO-API-Request-Rate-Count',
  'X-PCO-API-Request-Rate-Limit',
  'X-PCO-API-Request-Rate-Period',
] as const;

/** Their values: a routed answer and an unknown path (routed: false). */
export const rateHeaderValues = [
  {
    limit: '100',
    period: '20',
    routed: true,
    seen: [
      'test_delete.yaml #0-1',
      'test_empty_response.yaml #0',
      'test_get.yaml #0-2',
      'test_iterate.yaml #0-35',
      'test_iterate_no_relationships.yaml #0-1',
      'test_list.yaml #0-3',
      'test_patch.yaml #0',
      'test_post.yaml #0',
      'test_request_json.yaml #0',
      'test_request_response.yaml #0,2',
      'test_upload_and_use_file.yaml #1-2',
    ],
  },
  {
    limit: '100',
    period: '20 seconds',
    routed: false,
    seen: ['test_request_json.yaml #1', 'test_request_response.yaml #1'],
  },
] as const;

/** Content-Type by status (null: no Content-Type); the PUT's HTML 404 is left out (see above). */
export const contentTypesByStatus = [
  {
    status: 204,
    contentType: null,
    bodyEmpty: true,
    seen: ['test_delete.yaml #0', 'test_empty_response.yaml #0'],
  },
  {
    status: 404,
    contentType: 'application/json; charset=utf-8',
    bodyEmpty: false,
    seen: ['test_delete.yaml #1', 'test_request_json.yaml #1', 'test_request_response.yaml #1'],
  },
  {
    status: 200,
    contentType: 'application/vnd.api+json; charset=utf-8',
    bodyEmpty: false,
    seen: [
      'test_get.yaml #0-2',
      'test_iterate.yaml #0-35',
      'test_iterate_no_relationships.yaml #0-1',
      'test_list.yaml #0-3',
      'test_patch.yaml #0',
      'test_request_json.yaml #0',
      'test_request_response.yaml #0',
      'test_upload_and_use_file.yaml #1-2',
    ],
  },
  {
    status: 201,
    contentType: 'application/vnd.api+json; charset=utf-8',
    bodyEmpty: false,
    seen: ['test_post.yaml #0'],
  },
  {
    status: 400,
    contentType: 'application/json; charset=utf-8',
    bodyEmpty: false,
    seen: ['test_request_response.yaml #2'],
  },
] as const;

/**
 * DELETE and a 204 action: no Content-Type, empty body. Seen in: test_delete.yaml #0;
 * test_empty_response.yaml #0.
 */
export const noContentAnswer = { status: 204, contentType: null, body: '' } as const;

/**
 * Writes pypco made: JSON bodies `{data: {type, attributes}}` (no id on PATCH), sent as
 * application/json.
 */
export const writeAnswers = [
  {
    method: 'PATCH',
    status: 200,
    requestContentType: 'application/json',
    requestBodyKeys: { top: ['data'], data: ['type', 'attributes'] },
    contentType: 'application/vnd.api+json; charset=utf-8',
    seen: ['test_patch.yaml #0', 'test_upload_and_use_file.yaml #2'],
  },
  {
    method: 'POST',
    status: 201,
    requestContentType: 'application/json',
    requestBodyKeys: { top: ['data'], data: ['type', 'attributes'] },
    contentType: 'application/vnd.api+json; charset=utf-8',
    seen: ['test_post.yaml #0'],
  },
] as const;

/** The bodies pypco sent (test_post.yaml #0, test_patch.yaml #0). */
export const writeRequestExamples = [
  {
    request: 'POST /services/v2/songs',
    body: {
      data: { type: 'Song', attributes: { title: 'Jesus Loves Me', author: 'Public Domain' } },
    },
  },
  {
    request: 'PATCH /services/v2/songs/18338876',
    body: { data: { type: 'Song', attributes: { author: 'Anna Bartlett Warner' } } },
  },
] as const;

/** `X-PCO-API-Processed-As-Version` values recorded. */
export const processedAsVersions = [
  {
    version: '2018-08-01',
    seen: [
      'test_delete.yaml #0-1',
      'test_get.yaml #0-2',
      'test_iterate.yaml #0-35',
      'test_iterate_no_relationships.yaml #0-1',
      'test_list.yaml #0-3',
      'test_patch.yaml #0',
      'test_post.yaml #0',
      'test_request_json.yaml #0',
      'test_request_response.yaml #0,2',
      'test_upload_and_use_file.yaml #1-2',
    ],
  },
  { version: '2022-07-14', seen: ['test_empty_response.yaml #0'] },
] as const;

/**
 * GET 200 answers: weak ETag and this Cache-Control. Seen in: test_get.yaml #0-2; test_iterate.yaml
 * #0-35; test_iterate_no_relationships.yaml #0-1; test_list.yaml #0-3; test_request_json.yaml #0;
 * test_request_response.yaml #0; test_upload_and_use_file.yaml #1.
 */
export const readCaching = {
  weakEtag: true,
  cacheControl: 'max-age=0, private, must-revalidate',
} as const;
