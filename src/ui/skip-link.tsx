import type { MouseEvent } from 'react';

import { useT } from './i18n/language-context';
import classes from './skip-link.module.css';

/**
 * "Skip to content": the first stop of the Tab key, shown only while focused, that moves the
 * focus past the header and the navigation to `targetId` (which needs tabIndex -1).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  // Focused by hand instead of followed: a hash in the URL would be one more history entry.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a href={`#${targetId}`} className={classes.link} onClick={skip}>
      {t('ui.skipLink')}
    </a>
  );
}
