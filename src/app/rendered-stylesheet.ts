import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { stylesheetIconsCss } from '../ui/stylesheet-icons';
import { baseTheme, cssVariablesResolver } from './theme-base';

/**
 * The CSS of the <style> elements MantineProvider writes for our theme: its CSS variables and
 * Mantine's global classes (hiddenFrom, visibleFrom, lightHidden…), rendered by MantineProvider
 * itself, so it is what the provider would write.
 */
function themeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme: baseTheme, cssVariablesResolver }),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (found) => found[1] ?? '',
  );
  if (styles.length === 0) throw new Error('MantineProvider rendered no <style>');
  return styles.join('\n');
}

/**
 * What every page would otherwise carry in its HTML, rendered once into the stylesheet
 * (`virtual:rendered.css`, vite.config.ts): the theme's <style> elements, which the app's
 * MantineProvider leaves out (6 kB of each server-rendered page), and the icons the stylesheet
 * draws (D195).
 */
export function renderedStylesheet(): string {
  return `${themeCss()}\n${stylesheetIconsCss()}\n`;
}
