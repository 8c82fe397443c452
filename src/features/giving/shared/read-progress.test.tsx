// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { DatedProgress } from '../../../api/dated-lists';
import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { ReadCancelled, ReadProgress } from './read-progress';

const progress = (read: number, requests: number): DatedProgress => ({
  read,
  requests,
  total: undefined,
  found: read,
  fraction: 0.5,
  direction: 'back',
  reached: undefined,
});

describe('a paced read, in Spanish', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('says how far it got, one request or many', () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <TestProviders language="es">
        <ReadProgress noun="donaciones" progress={progress(1, 1)} onCancel={onCancel} />
      </TestProviders>,
    );
    expect(screen.getByRole('region', { name: 'Lectura de donaciones' })).toBeTruthy();
    expect(screen.getByText('Leyendo donaciones…')).toBeTruthy();
    expect(screen.getByText('Se leyó 1 en 1 solicitud')).toBeTruthy();
    rerender(
      <TestProviders language="es">
        <ReadProgress noun="donaciones" progress={progress(12_500, 3)} onCancel={onCancel} />
      </TestProviders>,
    );
    expect(screen.getByText('Se leyeron 12.500 en 3 solicitudes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says a cancelled read showed nothing, and offers to read again', () => {
    const onRestart = vi.fn();
    render(
      <TestProviders language="es">
        <ReadCancelled noun="lotes" onRestart={onRestart} />
      </TestProviders>,
    );
    expect(screen.getByText('Lectura detenida')).toBeTruthy();
    expect(
      screen.getByText('No se leyó toda la lista de lotes, así que no se muestra nada.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leer de nuevo' }));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
