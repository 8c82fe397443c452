/**
 * Task links in a PR or issue body, found with the action's own pattern, and the link-back
 * the action appends after creating a task.
 */

/**
 * https://app.asana.com/<n>/<n>/<task> or https://app.asana.com/<n>/<ws>/project/<p>/task/<task>;
 * case-sensitive, https only.
 */
const TASK_URL = /https:\/\/app\.asana\.com\/\d+\/\d+\/(?:project\/\d+\/task\/)?(\d+)/g;

/** Task GIDs linked in the body, de-duplicated in order of first appearance. */
export function findTaskIds(body: string | null | undefined): string[] {
  const ids = new Set<string>();
  if (!body) return [];
  for (const match of body.matchAll(TASK_URL)) {
    if (match[1]) ids.add(match[1]);
  }
  return [...ids];
}

/** The URL the action links when the API gives no permalink_url. */
export function fallbackTaskUrl(project: string, taskGid: string): string {
  return `https://app.asana.com/0/${project}/${taskGid}`;
}

/** The body after the action's link-back: a blank line, ---, a blank line, then the link. */
export function appendTaskLink(body: string, title: string, url: string): string {
  return `${body}\n\n---\n\nAsana task: [${title}](${url})`;
}
