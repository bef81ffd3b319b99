import { useMutation } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { toast } from './toast';
import { validate } from './validation';

/**
 * A form's submit: validate with the shared schema (the first problem becomes a toast), then run the action as a
 * mutation, whose pending state is the form's `busy`. Failures of the action were already shown by the request
 * layer.
 */
export function useFormSubmit<T>(schema: ZodType<T>, action: (data: T) => Promise<unknown>) {
  const running = useMutation({ mutationFn: action });
  const submit = async (values: unknown) => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      toast.fail(checked.message);
      return;
    }
    // The request layer has shown why it failed.
    await running.mutateAsync(checked.data).catch(() => undefined);
  };
  return { submit, busy: running.isPending };
}
