import { ColorSwatch as MantineColorSwatch, Group, Text } from '@mantine/core';

import { useT } from './i18n/language-context';

const hexColor = /^#[0-9a-fA-F]{6}$/;

/**
 * A color as a small swatch beside its hex code: the code is the readable part, so the color is
 * never the only way to tell it (WCAG 1.4.1). A value that is not a hex color shows as text.
 */
export function ColorSwatch({
  color,
  size = 16,
}: {
  color: string | null | undefined;
  size?: number;
}) {
  const t = useT();
  if (!color) {
    return (
      <Text span c="dimmed" size="sm">
        {t('ui.colorSwatch.none')}
      </Text>
    );
  }
  if (!hexColor.test(color)) {
    return (
      <Text span size="sm">
        {t('ui.colorSwatch.notHex', { color })}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <MantineColorSwatch
        component="span"
        color={color}
        size={size}
        radius="sm"
        aria-hidden="true"
        withShadow
      />
      <Text span size="sm" ff="monospace">
        {color.toLowerCase()}
      </Text>
    </Group>
  );
}
