import { NativeSelect, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import type { FormValue, WriteField } from '../lib/pure/forms/catalog-fields';
import { humanize } from '../lib/pure/i18n/field-label';
import { useT } from './i18n/language-context';

/**
 * How to edit a text attribute whose meaning the catalog does not know (a custom field's value
 * is text whatever its field's data type): long text, a decimal number, a date or a choice.
 */
export type CatalogInputKind = 'text' | 'textarea' | 'decimal' | 'date' | 'select';

export interface CatalogFieldInputProps {
  field: WriteField;
  form: UseFormReturnType<Record<string, FormValue>>;
  /** Replaces the attribute's own label (`fields.<name>` of the catalogs). */
  label?: string;
  description?: string;
  /** Readable names of allowed values, when the values themselves are codes. */
  valueLabels?: Readonly<Record<string, string>>;
  autoFocus?: boolean;
  /** Overrides the input the attribute's type would choose (text attributes only). */
  kind?: CatalogInputKind;
  /** The choices of `kind="select"`. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** The input that suits one catalog attribute: a select for allowed values, a switch, a date… */
export function CatalogFieldInput({
  field,
  form,
  label,
  description,
  valueLabels,
  autoFocus,
  kind,
  options,
  placeholder,
}: CatalogFieldInputProps) {
  const t = useT();
  const { spec } = field;
  const key = form.key(field.name);
  const shared = { label: label ?? field.label, description, autoFocus };
  if (spec.type === 'boolean') {
    // A switch has no required mark (Mantine would pass it on to the DOM).
    const input = form.getInputProps(field.name, { type: 'checkbox' });
    return <Switch key={key} {...shared} {...input} />;
  }
  const common = { ...shared, withAsterisk: field.required, placeholder };
  const choices =
    kind === 'select'
      ? (options ?? [])
      : kind === undefined && spec.values && spec.values.length > 0 && !spec.datedValues
        ? spec.values.map((value) => ({ value, label: valueLabels?.[value] ?? humanize(value) }))
        : undefined;
  if (choices) {
    return (
      <NativeSelect
        key={key}
        {...common}
        data={[
          { value: '', label: t(field.required ? 'forms.input.choose' : 'forms.input.none') },
          ...choices,
        ]}
        {...form.getInputProps(field.name)}
      />
    );
  }
  if (kind === 'textarea') {
    return (
      <Textarea
        key={key}
        {...common}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps(field.name)}
      />
    );
  }
  if (kind === 'date' || (kind === undefined && spec.type === 'date')) {
    return <TextInput key={key} {...common} type="date" {...form.getInputProps(field.name)} />;
  }
  if (kind === 'decimal') {
    return (
      <TextInput key={key} {...common} inputMode="decimal" {...form.getInputProps(field.name)} />
    );
  }
  if (kind === undefined && spec.type === 'integer') {
    return (
      <TextInput key={key} {...common} inputMode="numeric" {...form.getInputProps(field.name)} />
    );
  }
  return <TextInput key={key} {...common} {...form.getInputProps(field.name)} />;
}

export interface CatalogFieldsProps {
  fields: readonly WriteField[];
  form: UseFormReturnType<Record<string, FormValue>>;
  /** A sentence under a field's label, by attribute name. */
  descriptions?: Readonly<Record<string, string>>;
  /** Two columns from small screens up; `wide` fields take the whole row. */
  twoColumns?: boolean;
  wide?: readonly string[];
}

/** A form's catalog fields, in the form's order, one input each. */
export function CatalogFields({
  fields,
  form,
  descriptions = {},
  twoColumns = false,
  wide = [],
}: CatalogFieldsProps) {
  const inputs = fields.map((field) => (
    <div key={field.name} style={wide.includes(field.name) ? { gridColumn: '1 / -1' } : undefined}>
      <CatalogFieldInput field={field} form={form} description={descriptions[field.name]} />
    </div>
  ));
  return twoColumns ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {inputs}
    </SimpleGrid>
  ) : (
    <>{inputs}</>
  );
}
