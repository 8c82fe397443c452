import { Link, useLocation } from 'react-router';

export interface SectionTab {
  /** The section's path; it is active on that path and below it. */
  value: string;
  label: string;
}

/**
 * An area's sections, one page and URL each, as a row of links that looks like tabs: links, not
 * ARIA tabs, since each goes to another page (open it in a new tab, copy it, or follow it before
 * the app has loaded). The deepest matching path is the current one. Styled by first-paint.css.
 */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const { pathname } = useLocation();
  const fallback = tabs[0]?.value ?? '/';
  const active =
    [...tabs]
      .reverse()
      .find((tab) => pathname === tab.value || pathname.startsWith(`${tab.value}/`))?.value ??
    fallback;
  return (
    <nav aria-label={label} data-print-hide="">
      <ul className="narthex-section-tabs">
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={tab.value}
              className="narthex-section-tabs-link"
              aria-current={
                tab.value !== active ? undefined : pathname === active ? 'page' : 'true'
              }
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
