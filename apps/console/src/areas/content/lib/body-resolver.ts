import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by the route's own body schema (from the contracts): the form's values (text inputs,
 * datetime-local strings) are turned into the body first, so the errors the schema finds land on the fields of
 * the same names, and the submit handler gets the body the route takes.
 */
export function bodyResolver<TForm extends FieldValues, TBody extends FieldValues>(
  schema: z.ZodType<TBody>,
  toBody: (form: TForm) => unknown,
): Resolver<TForm, unknown, TBody> {
  // zodResolver types its input as the schema's; here the input is the form, converted before parsing.
  const resolve = zodResolver(schema as z.ZodType<TBody, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    TBody
  >;
  return (values, context, options) =>
    resolve(toBody(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<TForm, unknown, TBody>
    >;
}
