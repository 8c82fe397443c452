// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { RecordOf } from '../../api/client-types';
import type { ColumnDef } from '../data-table';
import type { Language } from '../../lib/pure/i18n/languages';
import { prepareJsdomForMantine } from '../testing/jsdom-for-mantine';
import { TestProviders } from '../testing/test-providers';
import { attributeColumn } from './attribute-column';

beforeAll(prepareJsdomForMantine);
afterEach(cleanup);

function cellOf<T>(column: ColumnDef<T>, original: T): ReactNode {
  return column.cell({ row: { original, id: '1', index: 0 } });
}

function show(node: ReactNode, language: Language = 'en') {
  render(<TestProviders language={language}>{node}</TestProviders>);
}

type Batch = RecordOf<'/giving/v2/batches'>;
type Event = RecordOf<'/check_ins/v2/events'>;

function batch(attributes: Partial<Batch['attributes']>): Batch {
  return { id: '1', type: 'Batch', attributes, related: {} } as unknown as Batch;
}

function event(attributes: Partial<Event['attributes']>): Event {
  return { id: '1', type: 'Event', attributes, related: {} } as unknown as Event;
}

describe('attributeColumn', () => {
  it('reads money from X_cents with its X_currency, right-aligned, headed by the name in words', () => {
    const total = attributeColumn('/giving/v2/batches', 'total_cents');
    show(total.header as ReactNode);
    expect(screen.getByText('Total')).toBeTruthy();
    cleanup();
    expect(total.meta).toEqual({ numeric: true });
    show(cellOf(total, batch({ total_cents: 123456, total_currency: 'USD' })));
    expect(screen.getByText('$1,234.56')).toBeTruthy();
  });

  it('sorts by the attribute only when the endpoint orders by it', () => {
    expect(attributeColumn('/check_ins/v2/events', 'name').meta).toEqual({ orderBy: 'name' });
    expect(attributeColumn('/check_ins/v2/events', 'frequency').meta).toEqual({});
  });

  it('reads booleans in words, listed values through labels, and missing values as a dash', () => {
    const integration = attributeColumn('/check_ins/v2/events', 'enable_services_integration', {
      header: 'Services',
    });
    expect(integration.header).toBe('Services');
    show(cellOf(integration, event({ enable_services_integration: false })));
    expect(screen.getByText('No')).toBeTruthy();
    cleanup();
    const frequency = attributeColumn('/check_ins/v2/events', 'frequency', {
      labels: { Weekly: 'Every week' },
    });
    show(cellOf(frequency, event({ frequency: 'Weekly' })));
    expect(screen.getByText('Every week')).toBeTruthy();
    cleanup();
    show(cellOf(frequency, event({ frequency: '' })));
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('heads a column with the attribute’s label, and formats numbers and dates, in the tree’s language', () => {
    const created = attributeColumn('/check_ins/v2/events', 'created_at');
    show(created.header as ReactNode, 'es');
    expect(screen.getByText('Creado el')).toBeTruthy();
    cleanup();
    const headed = attributeColumn('/check_ins/v2/events', 'name', {
      header: (t) => t('fields.kind'),
    });
    show(headed.header as ReactNode, 'es');
    expect(screen.getByText('Tipo')).toBeTruthy();
    cleanup();
    const households = attributeColumn('/people/v2/households', 'member_count');
    type Household = RecordOf<'/people/v2/households'>;
    const household = {
      id: '1',
      type: 'Household',
      attributes: { member_count: 12345 },
      related: {},
    };
    show(cellOf(households, household as unknown as Household), 'es');
    expect(screen.getByText('12.345')).toBeTruthy();
  });

  it('refuses an attribute the catalog does not name', () => {
    expect(() => attributeColumn('/check_ins/v2/events', 'colour' as 'name')).toThrow(
      '/check_ins/v2/events has no attribute colour in the catalog',
    );
  });
});
