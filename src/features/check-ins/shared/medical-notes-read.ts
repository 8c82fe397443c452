import type { Client } from '../../../api/client';

/**
 * One check-in's medical notes, read only when a staff member asks to see them: the lists and
 * drawers that show check-ins never ask for them (D146, D181).
 */
export async function readMedicalNotes(
  client: Client,
  checkInId: string,
  signal?: AbortSignal,
): Promise<string> {
  const record = await client.get('/check_ins/v2/check_ins', {
    id: checkInId,
    fields: { CheckIn: ['medical_notes'] },
    signal,
  });
  return record?.attributes.medical_notes ?? '';
}
