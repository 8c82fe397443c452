import type { SessionSecretMakers } from '../config';

/** The secret loadConfig keeps "in the data folder" in tests, where no file is written. */
export const keptTestSecret = 'kept-secret-kept-secret-kept-secret-kept-000';
/** The secret loadConfig makes for one run in tests. */
export const runTestSecret = 'generated-secret-generated-secret-000';

/** Session secrets for loadConfig in tests: fixed values, and no file read or written. */
export const testSecrets: SessionSecretMakers = {
  forThisRun: () => runTestSecret,
  keptIn: () => ({ ok: true, secret: keptTestSecret, created: true }),
};
