// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { RecordOf } from '../../api/client-types';
import type { ColumnDef } from '../data-table';
import { prepareJsdomForMantine } from '../testing/jsdom-for-mantine';
import { TestProviders } from '../testing/test-providers';
import { attributeColumn } from './attribute-column';

beforeAll(prepareJsdomForMantine);
afterEach(cleanup);

function cellOf<T>(column: ColumnDef<T>, original: T): ReactNode {
  return column.cell({ row: { original, id: '1', index: 0 } });
}

function show(node: ReactNode) {
  render(<TestProviders>{node}</TestProviders>);
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
    expect(total.header).toBe('Total');
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

  it('refuses an attribute the catalog does not name', () => {
    expect(() => attributeColumn('/check_ins/v2/events', 'colour' as 'name')).toThrow(
      '/check_ins/v2/events has no attribute colour in the catalog',
    );
  });
});
