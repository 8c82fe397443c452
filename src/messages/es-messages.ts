// The Spanish catalog, area by area (docs/glossary-es.md keeps its words consistent).
// The proxy's own pages (src/messages/*/server.json) are rendered by the server and not sent.
import common from './es/common.json';
import app from './es/app.json';
import ui from './es/ui.json';
import forms from './es/forms.json';
import fields from './es/fields.json';
import people from './es/people.json';
import giving from './es/giving.json';
import checkIns from './es/check-ins.json';
import headcounts from './es/headcounts.json';
import home from './es/home.json';
import reports from './es/reports.json';
import rules from './es/rules.json';

export default {
  ...common,
  ...app,
  ...ui,
  ...forms,
  ...fields,
  ...people,
  ...giving,
  ...checkIns,
  ...headcounts,
  ...home,
  ...reports,
  ...rules,
};
