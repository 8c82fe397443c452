// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import type { DonorRecord, Statement } from './statement-build';
import type { Proof } from './statement-proof';
import { DeliverabilityPanel, ProofPanel, WalkProgressView } from './statements-panels';

function inSpanish(children: ReactNode) {
  return render(
    <MemoryRouter>
      <TestProviders language="es">{children}</TestProviders>
    </MemoryRouter>,
  );
}

const donor = (id: string, name: string): DonorRecord => ({
  id,
  firstName: name,
  lastName: 'García',
  addresses: [],
  emails: [],
});

const statement = (id: string, reachable: boolean): Statement => ({
  key: `person-${id}`,
  donors: [donor(id, `Donante${id}`)],
  unknownDonorIds: [],
  householdId: null,
  name: `Donante${id} García`,
  address: reachable ? { street: '1 Calle Real', city: 'Naperville', state: 'IL', zip: '1' } : null,
  email: reachable ? `${id}@example.com` : null,
  lines: [],
  fundTotals: [],
  totals: [],
});

const usd = (cents: number) => ({ cents, currency: 'USD' });

describe('the statements panels, in Spanish', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('says whether every statement can be delivered, for one donor or several', () => {
    const view = inSpanish(
      <DeliverabilityPanel
        statements={[statement('1', true)]}
        onCheckAgain={vi.fn()}
        checking={false}
      />,
    );
    expect(
      screen.getByText('El donante tiene una dirección postal y un correo electrónico.'),
    ).toBeTruthy();
    view.unmount();
    inSpanish(
      <DeliverabilityPanel
        statements={[statement('1', true), statement('2', true), statement('3', true)]}
        onCheckAgain={vi.fn()}
        checking={false}
      />,
    );
    expect(
      screen.getByText('Los 3 donantes tienen una dirección postal y un correo electrónico.'),
    ).toBeTruthy();
  });

  it('names who cannot be reached, with a link to fix each', () => {
    inSpanish(
      <DeliverabilityPanel
        statements={[statement('1', true), statement('2', false)]}
        onCheckAgain={vi.fn()}
        checking={false}
      />,
    );
    const table = screen.getByRole('table', {
      name: 'Antes de generar: ¿se puede entregar cada constancia?',
    });
    expect(table.textContent).toContain('Sin dirección postal ni correo electrónico');
    expect(screen.getByRole('link', { name: 'Agregar dirección de Donante2 García' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comprobar de nuevo' })).toBeTruthy();
  });

  it('reads the proof out, one difference or several, with Spanish money', () => {
    const proof = (differences: number): Proof => ({
      agrees: false,
      rows: [
        {
          fundId: '1',
          currency: 'USD',
          statements: usd(123_456),
          independent: usd(123_356),
          difference: usd(100),
        },
      ],
      differences: Array.from({ length: differences }, (_, i) => ({
        donationId: String(40 + i),
        personId: '1',
        fundId: '1',
        currency: 'USD',
        onStatements: usd(100),
        independent: null,
      })),
    });
    const view = inSpanish(
      <ProofPanel proof={proof(1)} fundName={() => 'General'} donorName={() => 'Ana García'} />,
    );
    expect(
      screen.getByText('Las constancias y los totales de ofrendas difieren: 1 donación abajo.'),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'En las constancias' })).toBeTruthy();
    expect(screen.getByText('1234,56 US$')).toBeTruthy();
    expect(
      screen.getByText(
        'Donación 40 de Ana García a General: 1,00 US$ en las constancias, ninguno en los totales de ofrendas.',
      ),
    ).toBeTruthy();
    view.unmount();
    inSpanish(
      <ProofPanel proof={proof(2)} fundName={() => 'General'} donorName={() => 'Ana García'} />,
    );
    expect(
      screen.getByText('Las constancias y los totales de ofrendas difieren: 2 donaciones abajo.'),
    ).toBeTruthy();
  });

  it('says which step a run is on and how many requests it made', () => {
    inSpanish(<WalkProgressView progress={{ step: 'gifts', fraction: 0.5, requests: 1 }} />);
    expect(screen.getByText('Leyendo las donaciones')).toBeTruthy();
    expect(screen.getByText('1 solicitud a la API hasta ahora')).toBeTruthy();
  });
});
