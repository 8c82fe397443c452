import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { useT } from './i18n/language-context';

export interface PageHeaderProps {
  /** The page's h1; also sets the document title ("Title · Narthex"). */
  title: string;
  /** One or two sentences on what the page is for. */
  description?: ReactNode;
  /** Small status marker shown beside the title, e.g. a "Beta" badge. */
  badge?: ReactNode;
  /** Buttons or menus shown on the right (below the title on narrow screens). */
  actions?: ReactNode;
  /**
   * The pages above this one, for a record page: shown as breadcrumbs above the title, ending in
   * `current` (default the title). The one way back from every record page.
   */
  breadcrumbs?: readonly Crumb[];
  /** The breadcrumbs' last item when it should differ from the title. */
  current?: string;
}

export function PageHeader({
  title,
  description,
  badge,
  actions,
  breadcrumbs,
  current,
}: PageHeaderProps) {
  const t = useT();
  return (
    // Laid out by first-paint.css's classes, not Mantine's Group and Stack, whose inline styles
    // every page carried (D195).
    <div className="narthex-page-header">
      <title>{t('common.documentTitle', { title })}</title>
      <div className="narthex-page-header-text">
        {breadcrumbs !== undefined && (
          <Breadcrumbs trail={breadcrumbs} current={current ?? title} />
        )}
        <div className="narthex-page-header-line">
          <Title order={1} c="bright">
            {title}
          </Title>
          {badge}
        </div>
        {description !== undefined && <Text c="dimmed">{description}</Text>}
      </div>
      {actions !== undefined && <div className="narthex-page-header-line">{actions}</div>}
    </div>
  );
}
