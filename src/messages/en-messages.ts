// The English catalog, area by area: English is the source every other language translates.
// The proxy's own pages (src/messages/*/server.json) are rendered by the server and not sent.
import common from './en/common.json';
import app from './en/app.json';
import ui from './en/ui.json';
import forms from './en/forms.json';
import fields from './en/fields.json';
import people from './en/people.json';
import giving from './en/giving.json';
import checkIns from './en/check-ins.json';
import headcounts from './en/headcounts.json';
import home from './en/home.json';
import reports from './en/reports.json';
import rules from './en/rules.json';

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
