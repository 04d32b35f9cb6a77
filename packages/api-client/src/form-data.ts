/** Multipart body of a call; null is sent as an empty field, as the old forms did. */
export function formData(fields: Record<string, string | number | boolean | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  return form;
}
