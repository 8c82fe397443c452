import type { StylesheetIconName } from './stylesheet-icons';

/**
 * One of the icons the stylesheet draws (stylesheet-icons.ts), decorative: a span whose mask is
 * the icon, in the text's colour.
 */
export function StylesheetIcon({
  name,
  className,
}: {
  name: StylesheetIconName;
  className?: string | undefined;
}) {
  return (
    <span
      className={className ? `narthex-icon ${className}` : 'narthex-icon'}
      data-icon={name}
      aria-hidden="true"
    />
  );
}
