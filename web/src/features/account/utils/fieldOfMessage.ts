/**
 * Which form field a server's message is about. The shared schemas start every field message with
 * the field's label ('First name is required', 'Current password is incorrect'), and the server
 * answers a 400 with that message, so the label is enough to put it back under the right input.
 */
export function fieldOfMessage<Field extends string>(
  message: string,
  labels: Record<Field, string>,
): Field | undefined {
  return (Object.keys(labels) as Field[]).find((field) => message.startsWith(`${labels[field]} `));
}
