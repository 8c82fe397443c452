import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMemo, useState } from 'react';

import type { WriteMethod } from '../../api/catalog/schema';
import {
  attributesOf,
  fieldProblem,
  serverErrorsByField,
  toFormValue,
  writeFields,
  type FormValue,
  type WriteField,
} from './catalog-fields';

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
}

/**
 * A form for one catalog write endpoint: fields, types, allowed values and required attributes
 * come from the catalog, and each field is checked with the validator the client and the
 * sandbox use, before anything is sent.
 */
export function useCatalogForm(options: {
  method: Exclude<WriteMethod, 'DELETE'>;
  path: string;
  /** The record's current attributes (update) or defaults (create). */
  initial?: Readonly<Record<string, unknown>>;
  /** Only these writable attributes, in this order (default: all). */
  only?: readonly string[];
}): CatalogForm {
  const { method, path, initial, only } = options;
  const fields = useMemo(() => {
    const all = writeFields(method, path);
    if (!only) return all;
    return only.flatMap((name) => all.filter((field) => field.name === name));
  }, [method, path, only]);
  const initialValues = useMemo(() => {
    const values: CatalogFormValues = {};
    for (const field of fields) values[field.name] = toFormValue(field.spec, initial?.[field.name]);
    return values;
  }, [fields, initial]);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  const form = useForm<CatalogFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.name];
        const problem = value === undefined ? undefined : fieldProblem(field, value);
        if (problem !== undefined) errors[field.name] = problem;
      }
      return errors;
    },
  });

  async function submit(save: (attributes: Record<string, unknown>) => Promise<unknown>) {
    setGeneralErrors([]);
    if (form.validate().hasErrors) return false;
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
      const { byField, general } = serverErrorsByField(
        error,
        fields.map((field) => field.name),
      );
      form.setErrors(byField);
      setGeneralErrors(general);
      return false;
    }
  }

  return { form, fields, generalErrors, submit };
}
