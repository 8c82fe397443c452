/** The favicon's arch, in the link colour of the current scheme (stronger on dark). Decorative. */
export function ArchMark({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path fill="var(--mantine-color-anchor)" d="M4 30V14C4 7.4 9.4 2 16 2s12 5.4 12 12v16z" />
      <path fill="var(--mantine-color-body)" d="M10 30V15.5a6 6 0 0 1 12 0V30z" />
      <circle cx="19" cy="22" r="1.3" fill="var(--mantine-color-anchor)" />
    </svg>
  );
}
