/** Every message's id: the English catalog's keys, area by area (src/messages/en/<area>.json). */
import type common from './en/common.json';
import type app from './en/app.json';
import type ui from './en/ui.json';
import type forms from './en/forms.json';
import type fields from './en/fields.json';
import type people from './en/people.json';
import type giving from './en/giving.json';
import type checkIns from './en/check-ins.json';
import type headcounts from './en/headcounts.json';
import type home from './en/home.json';
import type reports from './en/reports.json';
import type rules from './en/rules.json';
import type server from './en/server.json';

export type MessageId =
  | keyof typeof common
  | keyof typeof app
  | keyof typeof ui
  | keyof typeof forms
  | keyof typeof fields
  | keyof typeof people
  | keyof typeof giving
  | keyof typeof checkIns
  | keyof typeof headcounts
  | keyof typeof home
  | keyof typeof reports
  | keyof typeof rules
  | keyof typeof server;
