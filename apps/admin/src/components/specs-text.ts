/** Specs as the console's forms write them: one "Name: value, value" per line. */
export const parseSpecs = (text = '') =>
  text
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([name, values]) => name?.trim() && values?.trim())
    .map(([name, values]) => ({
      name: (name as string).trim(),
      values: (values as string)
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    }));

export const formatSpecs = (specs: { name: string; values: string[] }[] | null | undefined) =>
  (specs ?? []).map((spec) => `${spec.name}: ${spec.values.join(', ')}`).join('\n');
