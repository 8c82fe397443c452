import { hydrateApp, renderApp } from './app/browser-app';
import { readPageState } from './app/page-state';
import { browserLanguage } from './lib/browser/language-choice';
import { createI18n } from './lib/pure/i18n/translator';
import { loadMessages } from './messages/load-messages';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Narthex: the #root element is missing from index.html.');
}

// The page's language first: its messages are a chunk of their own (one language's only).
const { language, locale: browserLocale } = browserLanguage();
// A page the server rendered (a list page, signed in) carries its state; any other starts
// empty. A page rendered in another language than this browser's is rendered afresh; one in
// this language hydrates in the locale the server formatted it in.
const state = readPageState(document);
const hydrating = state !== undefined && state.language === language;
const locale = hydrating ? state.locale : browserLocale;
loadMessages(language).then((messages) => {
  const setting = { language, locale, i18n: createI18n(language, messages, locale) };
  document.documentElement.lang = language === 'pseudo' ? 'en' : language;
  if (hydrating) hydrateApp(container, state, setting);
  else renderApp(container, setting);
}, showUnloaded);

/**
 * The messages could not be downloaded (offline before the first visit cached them), so there are
 * no words to say it with but these, in both languages.
 */
function showUnloaded(error: unknown) {
  console.warn('The page could not load its messages:', error);
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; max-width: 40rem';
  note.textContent =
    'Narthex could not load. Check the connection, then reload the page. · ' +
    'Narthex no pudo cargarse. Revise la conexión y vuelva a cargar la página.';
  container?.replaceChildren(note);
}
