/** Hands a downloaded file to the browser through a temporary link (the token stayed in the request header). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has handed the file over, so the memory is not held for the page's life.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
