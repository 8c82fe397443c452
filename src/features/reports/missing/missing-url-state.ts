/**
 * The missing-regulars report's state in the URL (`?event=1&min=3&weeks=8&missing=3&show=volunteers`),
 * so back, forward and a shared link show the same list. A part left out is its default (every
 * event, 3 check-ins in 8 weeks and none in 3, regulars), and only what differs is written, so
 * the home tile's plain `/reports/missing` is the defaults. A part that cannot be read falls back
 * to its default and is named, as the page reports it (D122).
 */
import {
  defaultMissingRule,
  missingRuleProblem,
  type MissingRole,
  type MissingRule,
} from '../../../lib/pure/pastoral-care/missing-regulars';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';

export interface MissingState {
  rule: MissingRule;
  eventId: string | 'all';
  show: MissingRole;
}

/** The URL's name of each part of the rule. */
export const ruleParams = {
  minCheckIns: 'min',
  weeks: 'weeks',
  missingWeeks: 'missing',
} as const satisfies Record<keyof MissingRule, string>;

const roleParams: Record<MissingRole, string> = { regular: 'regulars', volunteer: 'volunteers' };

/** The state a link gives, and what of it could not be read, in the interface's words. */
export function readMissingState(
  params: URLSearchParams,
  t: Translate,
): {
  state: MissingState;
  problems: string[];
} {
  const problems: string[] = [];
  const eventParam = params.get('event');
  let eventId: string | 'all' = 'all';
  if (eventParam !== null && eventParam !== '' && eventParam !== 'all') {
    if (recordIdPattern.test(eventParam)) eventId = eventParam;
    else problems.push(t('reports.missing.urlProblem.event', { value: eventParam }));
  }

  const rule = { ...defaultMissingRule };
  for (const [part, name] of Object.entries(ruleParams) as [keyof MissingRule, string][]) {
    const text = params.get(name);
    if (text === null || text === '') continue;
    if (/^\d{1,3}$/.test(text)) rule[part] = Number(text);
    else problems.push(t('reports.missing.urlProblem.number', { param: name, value: text }));
  }
  const ruleProblems = Object.entries(missingRuleProblem(rule, t));
  for (const [part, problem] of ruleProblems) {
    problems.push(
      t('reports.missing.urlProblem.rule', {
        param: ruleParams[part as keyof MissingRule],
        problem: problem.charAt(0).toLowerCase() + problem.slice(1),
      }),
    );
  }

  const showParam = params.get('show');
  const show: MissingRole = showParam === roleParams.volunteer ? 'volunteer' : 'regular';
  if (showParam !== null && showParam !== '' && !Object.values(roleParams).includes(showParam)) {
    problems.push(t('reports.missing.urlProblem.show', { value: showParam }));
  }
  return {
    state: { rule: ruleProblems.length === 0 ? rule : { ...defaultMissingRule }, eventId, show },
    problems,
  };
}

export function writeMissingState(state: MissingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.eventId !== 'all') params.set('event', state.eventId);
  for (const [part, name] of Object.entries(ruleParams) as [keyof MissingRule, string][]) {
    if (state.rule[part] !== defaultMissingRule[part]) params.set(name, String(state.rule[part]));
  }
  if (state.show !== 'regular') params.set('show', roleParams[state.show]);
  return params;
}
