import { useForm, type UseFormReturnType } from '@mantine/form';
import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { WriteMethod } from '../../../api/catalog/schema';
import {
  attributesOf,
  serverErrorsByField,
  toFormValue,
  writeFields,
  type FormValue,
  type WriteField,
} from '../../pure/forms/catalog-fields';
import { catalogFieldProblems } from '../../pure/forms/form-problems';
import type { Translate } from '../../pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';

export type CatalogFormValues = Record<string, FormValue>;

export interface CatalogForm {
  form: UseFormReturnType<CatalogFormValues>;
  fields: WriteField[];
  /** Messages of the last failed save that belong to no field. */
  generalErrors: string[];
  /**
   * Validates, then runs `save` with the attributes to send (all on create, the changed ones on
   * update). Field errors of a 422 land on their fields; other failures in `generalErrors`.
   * Resolves true when the save worked.
   */
  submit(save: (attributes: Record<string, unknown>) => Promise<unknown>): Promise<boolean>;
  /** Back to the first values with no messages: a create form that stays for the next record. */
  clear(): void;
}

export interface CatalogFormOptions {
  method: Exclude<WriteMethod, 'DELETE'>;
  path: string;
  /** The record's current attributes (update) or defaults (create). */
  initial?: Readonly<Record<string, unknown>>;
  /** Only these writable attributes, in this order (default: all). */
  only?: readonly string[];
  /**
   * Labels that replace the attributes' own (`fields.<name>` of the catalogs), in inputs and
   * messages alike.
   */
  labels?: Readonly<Record<string, string>>;
  /** Attributes this form requires although the endpoint does not (e.g. on update). */
  required?: readonly string[];
  /**
   * Inputs that are not attributes (a relationship picker): they are form values, validated and
   * dirty-tracked, but never sent as attributes; `save` reads them with `form.getValues()`.
   */
  extraValues?: Readonly<Record<string, FormValue>>;
  /** The longest text each field takes (default: DEFAULT_MAX_LENGTH of text-rules). */
  maxLengths?: Readonly<Record<string, number>>;
  /**
   * Rules beyond the catalog's: a message per field name, or undefined when it is fine, in the
   * language of `t` (the form's own).
   */
  validate?: (
    values: CatalogFormValues,
    t: Translate,
  ) => Readonly<Record<string, string | undefined>>;
  /**
   * Where a 422 about another name belongs: `{ person: 'household' }` puts an error whose
   * pointer is /data/relationships/person on the `household` input.
   */
  errorFields?: Readonly<Record<string, string>>;
}

/**
 * The `data-path` for the field of one of `extraValues` (a picker the page renders itself): on
 * that field, it lets a refused save move the focus there.
 */
export function extraValuePath(
  form: UseFormReturnType<CatalogFormValues>,
  name: string,
): string | undefined {
  const props = form.getInputProps(name);
  return 'data-path' in props ? String(props['data-path']) : undefined;
}

/**
 * A form for one catalog write endpoint: fields, types, allowed values and required attributes
 * come from the catalog, and each field is checked with the validator the client and the
 * sandbox use, before anything is sent.
 */
export function useCatalogForm(options: CatalogFormOptions): CatalogForm {
  const {
    method,
    path,
    initial,
    only,
    labels,
    required,
    extraValues,
    validate,
    errorFields,
    maxLengths,
  } = options;
  const t = useT();
  const fields = useMemo(() => {
    const all = writeFields(t, method, path).map((field) => ({
      ...field,
      required: field.required || (required?.includes(field.name) ?? false),
      label: labels?.[field.name] ?? field.label,
    }));
    if (!only) return all;
    return only.flatMap((name) => all.filter((field) => field.name === name));
  }, [t, method, path, only, labels, required]);
  const initialValues = useMemo(() => {
    const values: CatalogFormValues = { ...extraValues };
    for (const field of fields) values[field.name] = toFormValue(field.spec, initial?.[field.name]);
    return values;
  }, [fields, initial, extraValues]);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  // After the first submit every change is checked again at once, so a message goes away as
  // soon as the person has fixed it; until then nobody is scolded while still typing.
  const attempted = useRef(false);
  const serverErrors = useRef<Record<string, string>>({});

  function clientErrors(values: CatalogFormValues): Record<string, string> {
    const errors = catalogFieldProblems(t, fields, values, maxLengths);
    for (const [name, problem] of Object.entries(validate?.(values, t) ?? {})) {
      if (problem !== undefined && errors[name] === undefined) errors[name] = problem;
    }
    return errors;
  }

  // A name of its own scopes getInputNode (focus on the first invalid field) to this form.
  const name = `catalog-form-${useId().replace(/[^0-9a-zA-Z]/g, '')}`;
  const form = useForm<CatalogFormValues>({
    name,
    mode: 'controlled',
    initialValues,
    validate: clientErrors,
    onValuesChange: (values, previous) => {
      if (!attempted.current) return;
      for (const key of Object.keys(values)) {
        if (values[key] !== previous[key]) delete serverErrors.current[key];
      }
      form.setErrors({ ...serverErrors.current, ...clientErrors(values) });
    },
  });

  function focusFirstInvalid(errors: Readonly<Record<string, unknown>>) {
    const order = [...fields.map((field) => field.name), ...Object.keys(extraValues ?? {})];
    const first = order.find((key) => errors[key] !== undefined);
    if (first !== undefined) form.getInputNode(first)?.focus();
  }

  async function submit(save: (attributes: Record<string, unknown>) => Promise<unknown>) {
    setGeneralErrors([]);
    attempted.current = true;
    serverErrors.current = {};
    // Messages render before the focus moves (flushSync), so the field is read out with its own.
    const checked = flushSync(() => form.validate());
    if (checked.hasErrors) {
      focusFirstInvalid(checked.errors);
      return false;
    }
    const attributes = attributesOf(
      fields,
      form.getValues(),
      method === 'PATCH' ? initialValues : undefined,
    );
    try {
      await save(attributes);
      form.resetDirty();
      return true;
    } catch (error) {
      const names = [...fields.map((field) => field.name), ...Object.keys(extraValues ?? {})];
      const { byField, general } = serverErrorsByField(t, error, names, errorFields);
      serverErrors.current = byField;
      flushSync(() => form.setErrors(byField));
      focusFirstInvalid(byField);
      setGeneralErrors(general);
      return false;
    }
  }

  function clear() {
    attempted.current = false;
    serverErrors.current = {};
    setGeneralErrors([]);
    // A save made the saved values the form's baseline; the first values become it again.
    form.setInitialValues(initialValues);
    form.reset();
  }

  return { form, fields, generalErrors, submit, clear };
}
