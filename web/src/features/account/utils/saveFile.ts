/**
 * Some browsers read an object URL after the click that started its download has returned, so it
 * is released a while later rather than at once.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Hands `data` to the browser's downloads as `fileName`, through a temporary <a download>. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
