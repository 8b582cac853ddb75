/** Hands a file read from the API to the browser as a download under its own name. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  window.setTimeout(() => URL.revokeObjectURL(url));
}
