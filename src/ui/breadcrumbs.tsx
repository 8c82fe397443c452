import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A page above the current one: its name and address. */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * The way back from a record page: the pages above it as links, then the page itself (the
 * current one, not a link). Every record page shows them above its title, through PageHeader.
 */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 2 } }}>
        {trail.map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
            {crumb.label}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          {current}
        </Text>
      </MantineBreadcrumbs>
    </nav>
  );
}
