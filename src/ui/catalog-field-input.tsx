import { NativeSelect, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { humanize, type FormValue, type WriteField } from '../lib/forms/catalog-fields';

export interface CatalogFieldInputProps {
  field: WriteField;
  form: UseFormReturnType<Record<string, FormValue>>;
  /** Replaces the label made from the attribute's name. */
  label?: string;
  description?: string;
  /** Readable names of allowed values, when the values themselves are codes. */
  valueLabels?: Readonly<Record<string, string>>;
  autoFocus?: boolean;
}

/** The input that suits one catalog attribute: a select for allowed values, a switch, a date… */
export function CatalogFieldInput({
  field,
  form,
  label,
  description,
  valueLabels,
  autoFocus,
}: CatalogFieldInputProps) {
  const { spec } = field;
  const common = {
    label: label ?? field.label,
    description,
    withAsterisk: field.required,
    autoFocus,
    key: form.key(field.name),
  };
  if (spec.type === 'boolean') {
    return <Switch {...common} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
  }
  if (spec.values && spec.values.length > 0 && !spec.datedValues) {
    const options = spec.values.map((value) => ({
      value,
      label: valueLabels?.[value] ?? humanize(value),
    }));
    return (
      <NativeSelect
        {...common}
        data={[{ value: '', label: field.required ? 'Choose…' : '(none)' }, ...options]}
        {...form.getInputProps(field.name)}
      />
    );
  }
  if (spec.type === 'date') {
    return <TextInput {...common} type="date" {...form.getInputProps(field.name)} />;
  }
  if (spec.type === 'integer') {
    return <TextInput {...common} inputMode="numeric" {...form.getInputProps(field.name)} />;
  }
  return <TextInput {...common} {...form.getInputProps(field.name)} />;
}
