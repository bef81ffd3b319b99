import { useState } from 'react';
import type { ZodType } from 'zod';
import { toast } from './toast';
import { validate } from './validation';

/**
 * A form's submit: validate with the shared schema (the first problem becomes a toast), then run the action
 * once at a time. Failures of the action were already shown by the request layer.
 */
export function useFormSubmit<T>(schema: ZodType<T>, action: (data: T) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: unknown) => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      toast.fail(checked.message);
      return;
    }
    setBusy(true);
    try {
      await action(checked.data);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
