import { ComboboxChevron, MantineProvider } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconCalendarWeek,
  IconChartBar,
  IconChevronDown,
  IconDownload,
  IconHeartHandshake,
  IconListNumbers,
  IconMoon,
  IconPrinter,
  IconSearch,
  IconSun,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

interface StylesheetIconSpec {
  /** What draws it (only its shape counts: the stylesheet colours it). */
  readonly element: ReactElement;
  /** Its width and height in pixels, unless first-paint.css sizes it. */
  readonly size?: number;
}

const tabler = (icon: Icon, size: number, stroke: number): StylesheetIconSpec => ({
  element: createElement(icon, { size, stroke }),
  size,
});

/**
 * The icons a server-rendered page shows before anything else (the shell's, a list's), drawn by
 * the stylesheet (<StylesheetIcon>, first-paint.css) rather than written as inline SVG into the
 * HTML of every page: 11 kB of /check-ins' (D195). Each is one Tabler icon at one size and
 * stroke, or NativeSelect's chevron (theme.ts), which first-paint.css sizes and colours as
 * Mantine draws it.
 */
const stylesheetIcons = {
  'calendar-week': tabler(IconCalendarWeek, 20, 1.75),
  'user-check': tabler(IconUserCheck, 20, 1.75),
  'list-numbers': tabler(IconListNumbers, 20, 1.75),
  'heart-handshake': tabler(IconHeartHandshake, 20, 1.75),
  users: tabler(IconUsers, 20, 1.75),
  'chart-bar': tabler(IconChartBar, 20, 1.75),
  'adjustments-horizontal': tabler(IconAdjustmentsHorizontal, 20, 1.75),
  sun: tabler(IconSun, 18, 1.75),
  moon: tabler(IconMoon, 18, 1.75),
  search: tabler(IconSearch, 16, 2),
  'search-large': tabler(IconSearch, 18, 1.75),
  'chevron-down': tabler(IconChevronDown, 16, 1.75),
  'sort-none': tabler(IconArrowsSort, 14, 1.75),
  'sort-ascending': tabler(IconArrowUp, 14, 1.75),
  'sort-descending': tabler(IconArrowDown, 14, 1.75),
  download: tabler(IconDownload, 16, 2),
  printer: tabler(IconPrinter, 16, 2),
  'select-chevron': { element: createElement(ComboboxChevron) },
} satisfies Record<string, StylesheetIconSpec>;

export type StylesheetIconName = keyof typeof stylesheetIcons;

/** An SVG document as a CSS url(), escaped only where a data URL needs it. */
function svgUrl(svg: string): string {
  const escaped = svg.replace(/"/g, "'").replace(/[%#<>]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${escaped}")`;
}

/**
 * The rules that draw each icon (its shape as the mask of `.narthex-icon`, its size), rendered by
 * its own component: vite.config.ts puts them in the stylesheet.
 */
export function stylesheetIconsCss(): string {
  return Object.entries(stylesheetIcons)
    .map(([name, spec]: [string, StylesheetIconSpec]) => {
      // Mantine's components need their provider; its <style>s are left out.
      const markup = renderToStaticMarkup(createElement(MantineProvider, null, spec.element));
      const svg = /<svg[\s\S]*<\/svg>/.exec(markup)?.[0];
      if (svg === undefined) throw new Error(`the icon ${name} rendered no <svg>`);
      const size = spec.size === undefined ? '' : `width:${spec.size}px;height:${spec.size}px`;
      return `.narthex-icon[data-icon='${name}']{--narthex-icon:${svgUrl(svg)};${size}}`;
    })
    .join('\n');
}
