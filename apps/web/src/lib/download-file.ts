import { buildApiHeaders, getApiAddress } from './api-client.ts';
import { getStatusMessage, readErrorBody } from './api-error-rules.ts';

/** The name the server gives the file (`filename="..."` or the RFC 5987 `filename*=`). */
function readFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: the plain one below, if any, is still good.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the address is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type DownloadOptions = {
  /** The name to save under when the server names no file. */
  fallbackName: string;
  /** The Accept header; any type when not given. */
  accept?: string;
};

/**
 * Saves the file an API path answers with on the user's computer, under the name the server gives.
 * The JSON helpers of the api client cannot carry a file; the call sends the same bearer and
 * language headers they do. A failure answer throws an Error with the server's message.
 */
export async function downloadFile(
  path: string,
  { fallbackName, accept = '*/*' }: DownloadOptions,
): Promise<void> {
  const response = await fetch(`${getApiAddress()}${path}`, {
    headers: buildApiHeaders(accept),
    credentials: 'include',
  });
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => null));
    throw new Error(body.message ?? getStatusMessage(response.status));
  }
  const fileName = readFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
}
