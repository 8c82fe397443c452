import { hydrateApp, renderApp } from './app/browser-app';
import { readPageState } from './app/page-state';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Narthex: the #root element is missing from index.html.');
}

// A page the server rendered (a list page, signed in) carries its state; any other starts empty.
const state = readPageState(document);
if (state) hydrateApp(container, state);
else renderApp(container);
