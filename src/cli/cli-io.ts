/** What the commands need from the outside world, so tests can run them in process. */
import { readFileSync } from 'node:fs';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a file, or standard input for "-". Throws CliError when it cannot. */
  readonly readText: (file: string) => string;
}

type CliErrorKind = 'problem' | 'usage';

/** A problem with how the command was called or with its files: exit code 2. */
export class CliError extends Error {
  readonly cliErrorKind: CliErrorKind = 'problem';
}

/** A mistake in the command line itself: the usage is shown too. */
export class UsageError extends CliError {
  override readonly cliErrorKind: CliErrorKind = 'usage';
}

/**
 * Which of these `error` is. Read from the error, not by `instanceof`: the compiled commands'
 * file has its own copy of these classes (decision D86).
 */
export function cliErrorKind(error: unknown): CliErrorKind | undefined {
  const kind = (error as { cliErrorKind?: unknown } | null)?.cliErrorKind;
  return kind === 'problem' || kind === 'usage' ? kind : undefined;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readText(file) {
    try {
      return readFileSync(file === '-' ? 0 : file, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code;
      const why =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EISDIR'
            ? 'it is a directory'
            : code === 'EACCES'
              ? 'permission denied'
              : error instanceof Error
                ? error.message
                : String(error);
      throw new CliError(`cannot read ${file === '-' ? 'standard input' : file}: ${why}`);
    }
  },
};

/** The name a file is shown under in messages. */
export function displayName(file: string): string {
  return file === '-' ? '<stdin>' : file;
}

export function readJson(io: CliIo, file: string, what: string): unknown {
  const text = io.readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(
      `${what} ${displayName(file)} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * A reader that closed the pipe early (`narthex rules preview … | head`) has what it wanted: the
 * rest of the output is dropped and the command ends with its own exit code, quietly, instead
 * of the stack trace Node prints for an unhandled EPIPE.
 */
export function endQuietlyOnClosedPipe(
  stream: NodeJS.WritableStream,
  exit: () => void = () => process.exit(),
): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    exit();
  });
}
