import { describe, expect, it } from 'vitest';

import { renderedStylesheet } from './rendered-stylesheet';

describe('the rendered stylesheet', () => {
  const css = renderedStylesheet();

  it('holds the theme’s variables and Mantine’s global classes, which the provider leaves out', () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled);');
    expect(css).toContain('--mantine-color-dimmed: #5f666d;');
    expect(css).toContain('.mantine-hidden-from-sm {display: none !important;}');
  });

  it('draws each stylesheet icon by its shape, as a data URL the stylesheet can hold', () => {
    const icons = [...css.matchAll(/\.narthex-icon\[data-icon='([a-z-]+)'\]\{([^}]*)\}/g)];
    expect(icons.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['users', 'sort-none', 'select-chevron']),
    );
    for (const [, name, rule] of icons) {
      const url = /--narthex-icon:url\("data:image\/svg\+xml,([^"]*)"\)/.exec(rule ?? '')?.[1];
      const svg = decodeURIComponent(url ?? '');
      expect(svg, name).toMatch(
        /^<svg [^>]*xmlns='http:\/\/www.w3.org\/2000\/svg'[^>]*>.*<\/svg>$/,
      );
    }
    expect(css).toMatch(/\[data-icon='users'\]\{[^}]*;width:20px;height:20px\}/);
  });
});
