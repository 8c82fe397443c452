import { createClient } from '../api/client';

/** The browser talks to our proxy at /api with its session cookie; tokens never reach it. */
export const apiClient = createClient({ baseUrl: '/api', auth: { kind: 'session' } });
