// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useLanguage, useLocale, useT } from '../../ui/i18n/language-context';
import { prepareJsdomForMantine } from '../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../ui/testing/test-providers';
import { KioskLanguage } from './kiosk-language';

function Probe() {
  const t = useT();
  return (
    <p data-testid="probe">{`${useLanguage()} ${useLocale()} ${t('headcounts.kiosk.start')}`}</p>
  );
}

describe('KioskLanguage', () => {
  beforeEach(() => {
    prepareJsdomForMantine();
    document.documentElement.lang = 'en';
  });
  afterEach(cleanup);

  it('renders the kiosk in its own language inside a page in another, and names it on <html>', async () => {
    const { unmount } = render(
      <TestProviders language="en">
        <KioskLanguage language="es">
          <Probe />
        </KioskLanguage>
      </TestProviders>,
    );
    expect((await screen.findByTestId('probe')).textContent).toMatch(/^es es\S* Iniciar quiosco$/);
    expect(document.documentElement.lang).toBe('es');
    unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the page’s language when the kiosk speaks it', () => {
    render(
      <TestProviders language="es">
        <KioskLanguage language="es">
          <Probe />
        </KioskLanguage>
      </TestProviders>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('es es Iniciar quiosco');
  });
});
