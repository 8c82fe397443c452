/**
 * The task tracker's seeded project, for the rules editor's GID lookup: one workspace, one
 * project with its sections (the first is the default) and custom fields (an enum field has
 * options, whose GIDs are what initial_fields takes). Fixed GIDs, matching the editor's
 * templates.
 */

export interface TrackerEnumOption {
  readonly gid: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly color: string;
}

export interface TrackerCustomField {
  readonly gid: string;
  readonly name: string;
  readonly resource_subtype: 'text' | 'number' | 'enum' | 'date';
  readonly enum_options?: readonly TrackerEnumOption[];
}

export interface TrackerSection {
  readonly gid: string;
  readonly name: string;
}

export interface TrackerProject {
  readonly gid: string;
  readonly name: string;
  readonly workspace: { readonly gid: string; readonly name: string };
  readonly sections: readonly TrackerSection[];
  readonly customFields: readonly TrackerCustomField[];
}

const option = (gid: string, name: string, color: string, enabled = true): TrackerEnumOption => ({
  gid,
  name,
  enabled,
  color,
});

export const TRACKER_PROJECTS: readonly TrackerProject[] = [
  {
    gid: '1201234567890123',
    name: 'Engineering',
    workspace: { gid: '1200000000000001', name: 'Narthex Sandbox Workspace' },
    sections: [
      { gid: '1201234567890199', name: 'Untriaged' },
      { gid: '1201234567890200', name: 'Dependencies' },
      { gid: '1201234567890201', name: 'In review' },
      { gid: '1201234567890202', name: 'Done' },
    ],
    customFields: [
      { gid: '1202000000000001', name: 'Build number', resource_subtype: 'text' },
      {
        gid: '1202000000000002',
        name: 'Priority',
        resource_subtype: 'enum',
        enum_options: [
          option('1202000000000011', 'High', 'red'),
          option('1202000000000012', 'Medium', 'yellow'),
          option('1202000000000013', 'Low', 'green'),
          option('1202000000000014', 'Someday', 'none', false),
        ],
      },
      { gid: '1202000000000003', name: 'Story points', resource_subtype: 'number' },
      { gid: '1202000000000004', name: 'Due for release', resource_subtype: 'date' },
    ],
  },
];
