/**
 * Validation messages travel as references to i18n keys so that the app and the server translate the same
 * text: "validation.required|consignee" means the key validation.required with the field label
 * field.consignee.
 */
export function messageRef(key: string, field?: string): string {
  return field ? `${key}|${field}` : key;
}

export function parseMessageRef(ref: string): { key: string; field?: string } {
  const [key = ref, field] = ref.split('|');
  return field ? { key, field } : { key };
}
