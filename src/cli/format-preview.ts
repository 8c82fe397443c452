/** The human-readable form of a preview, for `narthex rules preview`. */
import type { FieldPreview, Preview, RenderedValue, TaskPreview } from '../rules/preview';
import type { SampleEvent } from '../rules/sample-event';

function quote(value: RenderedValue): string {
  const text = JSON.stringify(value.text);
  return value.error ? `${text}  (${value.error})` : text;
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => (by + line).trimEnd())
    .join('\n');
}

function field(f: FieldPreview): string {
  return `${f.gid}: ${quote(f.value)}${f.dropped ? '  (dropped)' : ''}`;
}

function task(t: TaskPreview): string[] {
  const lines = [
    `  create_task${t.created ? '' : ' (skipped: empty title)'}:`,
    `    project: ${t.project}   workspace: ${t.workspace}${t.section ? `   section: ${t.section}` : '   section: (project default)'}`,
    `    title: ${quote(t.title)}`,
  ];
  if (t.notes) lines.push(`    notes: ${quote(t.notes)}`);
  if (t.htmlNotes) lines.push(`    html_notes: ${quote(t.htmlNotes)}`);
  if (t.assignee) lines.push(`    assignee: ${quote(t.assignee)}`);
  if (t.initialFields.length > 0) {
    lines.push('    initial_fields:');
    for (const f of t.initialFields) lines.push(`      ${field(f)}`);
  }
  for (const w of t.warnings) lines.push(`    warning: ${w}`);
  return lines;
}

export function formatPreview(preview: Preview, event: SampleEvent): string {
  const subject = event.pr
    ? `pull request #${event.pr.number ?? '?'} by ${event.pr.author ?? '?'}`
    : event.issue
      ? `issue #${event.issue.number ?? '?'} by ${event.issue.author ?? '?'}`
      : 'no pull request or issue';
  const out: string[] = [`Event: ${event.event.name} ${event.event.action} (${subject})`];
  out.push(
    preview.linkedTaskIds.length > 0
      ? `The body links ${preview.linkedTaskIds.join(', ')} (${preview.trackerKey}: true)`
      : `The body links no task (${preview.trackerKey}: false)`,
  );
  if (!preview.runs) out.push(`Stopped: ${preview.stoppedBecause ?? ''}`);
  out.push('');
  for (const rule of preview.rules) {
    out.push(
      `Rule ${rule.index}: ${rule.matched ? 'matches' : 'does not match'}${rule.hasErrors ? ' (has errors)' : ''}`,
    );
    for (const c of rule.conditions) out.push(`  ${c.matched ? '✓' : '✗'} ${c.key}: ${c.reason}`);
    if (rule.task) out.push(...task(rule.task));
    for (const f of rule.updateFields ?? []) out.push(`  update_fields ${field(f)}`);
    if (rule.markComplete) out.push('  mark_complete: true');
  }
  out.push('');
  const created = preview.tasks.filter((t) => t.created).length;
  out.push(
    preview.path === 'create'
      ? `Result: creates ${created} task${created === 1 ? '' : 's'}`
      : preview.path === 'update'
        ? `Result: updates the linked tasks (${preview.linkedTaskIds.join(', ')})`
        : 'Result: nothing happens',
  );
  for (const f of preview.updates?.fields ?? []) out.push(`  sets ${field(f)}`);
  if (preview.updates?.markComplete) out.push('  marks the tasks complete');
  for (const c of preview.comments) out.push(`  comment (rule ${c.ruleIndex}): ${quote(c.value)}`);
  for (const note of preview.notes) out.push(`  note: ${note}`);
  if (preview.bodyAfter !== undefined) {
    out.push('', 'Body after the link-back:', indent(preview.bodyAfter, '  | '));
  }
  if (preview.followUp && preview.followUp.matchingRules.length > 0) {
    out.push(
      '',
      `The link-back edit fires "edited", which matches rule(s) ${preview.followUp.matchingRules.join(', ')}${preview.followUp.creatingRules.length > 0 ? ` — rule(s) ${preview.followUp.creatingRules.join(', ')} would create tasks again` : ''}.`,
    );
  }
  return `${out.join('\n')}\n`;
}
