import { MANTINE_TRANSITIONS } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { appTheme } from './theme';

describe('appTheme', () => {
  it('fades dialogs in where they stay, so a button pressed as one appears is still there at the release', () => {
    const props = appTheme('Close').components?.Modal?.defaultProps as
      { transitionProps?: { transition?: string } } | undefined;
    const name = props?.transitionProps?.transition ?? 'pop';
    const transition = MANTINE_TRANSITIONS[name as keyof typeof MANTINE_TRANSITIONS];
    expect(transition).toBeDefined();
    expect(transition.transitionProperty).not.toContain('transform');
    expect(transition.out).not.toHaveProperty('transform');
  });
});
