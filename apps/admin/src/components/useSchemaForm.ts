import { App, Form, type FormInstance, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { parseMessageRef } from '@storefront/shared';

/** A request schema of packages/shared, the `input` the contract names for a call (refinements included). */
export type RequestSchema = z.ZodObject;

/** What a form builds from its fields before they are checked: any of them may still be empty. */
export type Draft<Request> = { [Key in keyof Request]?: Request[Key] | null };

type Issue = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/** The request field an issue is about: the first step of its path ("specs" for specs.0.name). */
const fieldOf = (issue: Issue) => (typeof issue.path[0] === 'string' ? issue.path[0] : undefined);

/**
 * An issue of a shared schema in the interface language, as the server words it: its message is a reference
 * ("validation.required|company": the key with the field's label). For zod's own message (a type or a length
 * the schema gives no reference for) the field is not valid, or required when it was left empty.
 */
export function translateIssue(t: TFunction, issue: Issue, request?: unknown): string {
  const field = fieldOf(issue);
  const left = field !== undefined && (request as Record<string, unknown> | undefined)?.[field] == null;
  const ref = /^(validation|msg)\./.test(issue.message)
    ? issue.message
    : field
      ? `${left ? 'validation.required' : 'validation.invalid'}|${field}`
      : 'msg.bad_request';
  const { key, field: labelOf } = parseMessageRef(ref);
  return t(key, { field: labelOf ? t(`field.${labelOf}`, { defaultValue: labelOf }) : '' });
}

/** The first problem of each request field, translated; none when the request is valid. */
export function requestErrors(t: TFunction, schema: RequestSchema, request: unknown): Map<string, string> {
  const errors = new Map<string, string>();
  const result = schema.safeParse(request);
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue) ?? '';
    if (!errors.has(field)) errors.set(field, translateIssue(t, issue, request));
  }
  return errors;
}

/** Whether a request field must be given: its schema refuses it left out (a refinement may ask for more). */
const isRequired = (schema: RequestSchema, field: string) =>
  schema.shape[field]?.safeParse(undefined).success === false;

/**
 * A desk form checked with the request schema the server checks the call with (as the shopper app does), so its
 * limits and formats are the server's and its messages the project's. The form's fields carry the request's
 * names; `toRequest` builds the request from them as the submit sends it (with the same conversions and the
 * values that are not fields, such as the order's id). Each field checks the whole request, when it changes and
 * on submit, and shows the problems of its own field: a rule across fields (a refinement) lands on the field it
 * names. zod runs an object's refinements once its fields are valid, so their messages come after the others.
 *
 * `item(name)` goes on a Form.Item (its name, rule and required mark); `onFinish(action)` on the Form: it
 * runs the action with the request once valid, as built (the server trims and converts it); `validate()`
 * answers that request, or none, for a form submitted by other means. A problem of a request field that no
 * Form.Item shows (a picture, the order's id) is said with antd's message.
 */
export function useSchemaForm<Values extends object, Schema extends RequestSchema, Request = z.input<Schema>>(
  schema: Schema,
  toRequest: (values: Partial<Values>) => Draft<NoInfer<Request>>,
  existing?: FormInstance<Values>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>(existing);

  const item = (name: keyof Values & string) => {
    const rule: FormRule = ({ getFieldsValue }) => ({
      validator: async () => {
        const error = requestErrors(t, schema, toRequest(getFieldsValue())).get(name);
        if (error !== undefined) throw new Error(error);
      },
    });
    return { name, rules: [rule], required: isRequired(schema, name) };
  };

  /** The request of the form's values once valid; otherwise the problems are shown and there is none. */
  const check = (values: Partial<Values>): Request | undefined => {
    const request = toRequest(values);
    const errors = requestErrors(t, schema, request);
    if (errors.size === 0) return request as Request;
    const shown = [...errors].filter(([field]) => field in values);
    form.setFields(shown.map(([field, error]) => ({ name: field as never, errors: [error] })));
    const unshown = [...errors].find(([field]) => !(field in values));
    if (unshown) void message.error(unshown[1]);
    return undefined;
  };

  return {
    form,
    item,
    onFinish: (action: (request: Request) => void) => (values: Values) => {
      const request = check(values);
      if (request !== undefined) action(request);
    },
    validate: async (): Promise<Request | undefined> => {
      const values = await form.validateFields().catch(() => undefined);
      return values && check(values);
    },
  };
}
