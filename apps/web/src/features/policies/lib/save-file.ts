/**
 * How long the object URL outlives the click: browsers start the download asynchronously, and
 * revoking the URL in the same task cancels it in some of them.
 */
const REVOKE_DELAY_MS = 1000;

function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Hands a base64 file to the browser as a download called `fileName`. */
export function saveBase64File(base64: string, contentType: string, fileName: string): void {
  saveBlob(new Blob([bytesOfBase64(base64)], { type: contentType }), fileName);
}

/** Hands a file to the browser as a download called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
