import { Box, Button } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';

import { useT } from '../../ui/i18n/language-context';
import { enterFullscreen, leaveFullscreen, useIsFullscreen } from './fullscreen';

/**
 * Full screen on and off, shown from the first render wherever the browser allows it. "Start
 * kiosk" already asks for full screen, but a browser may grant it without filling the screen
 * (headless, a desktop app window) or leave it later, so the kiosk always offers the control.
 */
export function FullscreenButton() {
  const t = useT();
  const fullscreen = useIsFullscreen();
  if (!document.fullscreenEnabled) return null;
  const Icon = fullscreen ? IconMinimize : IconMaximize;
  const label = fullscreen
    ? t('headcounts.kiosk.leaveFullscreen')
    : t('headcounts.kiosk.fullscreen');
  // On a phone the icon alone, so it shares a row with "Exit kiosk".
  return (
    <Button
      variant="default"
      size="lg"
      mih={64}
      miw={64}
      px={{ base: 'md', sm: 'lg' }}
      aria-label={label}
      onClick={fullscreen ? leaveFullscreen : enterFullscreen}
    >
      <Icon size={24} aria-hidden="true" />
      <Box component="span" visibleFrom="sm" ms="xs">
        {label}
      </Box>
    </Button>
  );
}
