import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useId, useState } from 'react';

/**
 * Medical notes are sensitive: hidden until a staff member asks for them, so they do not show
 * on a screen that someone else can see. Hidden again for every check-in (the caller keys it).
 */
export function CheckInMedicalNotes({ notes }: { notes: string }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  if (notes.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        None recorded
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="light"
        aria-expanded={shown}
        aria-controls={regionId}
        leftSection={
          shown ? (
            <IconEyeOff size={16} aria-hidden="true" />
          ) : (
            <IconEye size={16} aria-hidden="true" />
          )
        }
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide medical notes' : 'Show medical notes'}
      </Button>
      {/* A plain Box: Mantine's display rules would override `hidden` on a Paper. */}
      <Box id={regionId} hidden={!shown} w="100%">
        {shown && (
          <Paper withBorder p="sm" role="region" aria-label="Medical notes">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {notes}
            </Text>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
