import { Link } from 'react-router';

import { useT } from './i18n/language-context';

/** A page above the current one: its name and address. */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * The way back from a record page: the pages above it as links, then the page itself (the
 * current one, not a link). Every record page shows them above its title, through PageHeader.
 * An ordered list in a named nav, as the WAI-ARIA breadcrumb pattern has it; styled by
 * first-paint.css.
 */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('ui.breadcrumbs.label')}>
      <ol className="narthex-breadcrumbs">
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} className="narthex-breadcrumbs-link">
              {crumb.label}
            </Link>
          </li>
        ))}
        <li>
          <span className="narthex-breadcrumbs-current" aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
