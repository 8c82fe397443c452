/** HTML of the sandbox's sign-in and consent page and of its error page. Every value is escaped. */
import { escapeHtml } from '../../lib/pure/escape-html';

/**
 * The CSP source of a redirect URI: its origin, or its scheme for a custom-scheme URI of a native
 * app. Undefined when it cannot be expressed.
 */
function cspSource(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  const source = url.origin !== 'null' ? url.origin : url.protocol;
  return /^[A-Za-z][A-Za-z0-9+.-]*:(\/\/[A-Za-z0-9.:[\]-]+)?$/.test(source) ? source : undefined;
}

/**
 * Security headers of every HTML page the OAuth routes answer. `formTarget` is the redirect URI
 * the form's answer redirects to: browsers apply form-action to the redirect after a form post
 * too (Chromium blocks it otherwise), so its origin is allowed next to 'self'.
 */
export function pageHeaders(formTarget?: string): Record<string, string> {
  const target = formTarget === undefined ? undefined : cspSource(formTarget);
  const formAction = target ? `'self' ${target}` : "'self'";
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** What each scope lets the application do, in words. */
export const scopeDescriptions: Readonly<Record<string, string>> = {
  check_ins: 'Check-ins: see and record events, check-ins, headcounts, stations and passes',
  giving: 'Giving: see donations, batches, funds, donors’ payment methods and recurring donations',
  people: 'People: see and change people’s profiles, contact details, households and lists',
  services: 'Services: see and change service plans and schedules',
};

const styles = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1b1d21; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem;
    border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.35rem; margin-top: 0; }
  ul { padding-left: 1.25rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input[type=email], input[type=password] { display: block; width: 100%; box-sizing: border-box;
    font: inherit; padding: .5rem; margin-top: .25rem; border: 1px solid #6b7280; border-radius: 4px; }
  .error { color: #8f1d1d; background: #fdecec; border: 1px solid #e5a3a3; padding: .75rem;
    border-radius: 4px; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .5rem 1.25rem; border-radius: 4px; border: 1px solid #1d4ed8;
    cursor: pointer; }
  button[value=allow] { background: #1d4ed8; color: #fff; }
  button[value=deny] { background: #fff; color: #1d4ed8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { color: #4b5563; font-size: .875rem; }
`;

function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ConsentPageInput {
  applicationName: string;
  organizationName: string | undefined;
  scopes: readonly string[];
  /** The authorization request, carried through the form in hidden fields. */
  request: Readonly<Record<string, string | undefined>>;
  email?: string;
  error?: string;
}

/** The sign-in and consent page: email, password, Allow and Deny. */
export function renderConsentPage(input: ConsentPageInput): string {
  const app = escapeHtml(input.applicationName);
  const org = input.organizationName ? escapeHtml(input.organizationName) : 'your organization';
  const scopeItems = input.scopes
    .map((scope) => `<li>${escapeHtml(scopeDescriptions[scope] ?? scope)}</li>`)
    .join('\n');
  const hidden = Object.entries(input.request)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const error = input.error
    ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  const described = input.error ? ' aria-describedby="sign-in-error"' : '';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const body = `<h1>Allow ${app} to access ${org}</h1>
<p>Sign in with your staff account of ${org} to allow <strong>${app}</strong> to act on your behalf:</p>
<ul>
${scopeItems}
</ul>
${error}
<form method="post" action="/oauth/authorize">
${hidden}
<label for="email">Email</label>
<input type="email" id="email" name="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}${invalid}>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${described}${invalid}>
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>
<p class="note">This is the local sandbox of the church management API.</p>`;
  return htmlDocument(`Allow ${input.applicationName} – sign in`, body);
}

/** The page for a request that cannot be sent back to the application (unknown client or URI). */
export function renderErrorPage(title: string, message: string): string {
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="note">The application that sent you here is misconfigured; you were not redirected back to it.</p>`,
  );
}
