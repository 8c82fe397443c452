import { DataList, type DataListProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's facts: each label with its value, in the order given. */
export type Facts = Readonly<Record<string, ReactNode>>;

/** A record's facts as a list of labels and values. */
export function FactList({ facts, ...list }: { facts: Facts } & DataListProps) {
  return (
    <DataList size="sm" labelWidth="11rem" gap={6} {...list}>
      {Object.entries(facts).map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
