import { DEFAULT_API_LANGUAGE, isLanguage } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApiAddress } from '../../../lib/api-client.ts';
import { getStatusMessage, readErrorBody } from '../../../lib/api-error-rules.ts';
import { getToken } from '../../../lib/auth/token-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { buildPeriodQuery, type StatsRange } from './get-teacher-stats.ts';

type StatsExport = { workspaceId: number; range: StatsRange };

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

// The endpoint answers with the CSV itself, which the JSON helpers of the api client cannot
// carry; the call sends the same bearer and language headers they do (the CSV header row is in
// the caller's language).
async function fetchStatsCsv({ workspaceId, range }: StatsExport) {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const language = i18n.resolvedLanguage;
  headers.set('lang', isLanguage(language) ? language : DEFAULT_API_LANGUAGE);
  const response = await fetch(
    `${getApiAddress()}/users/lesson-statistic/export?${buildPeriodQuery(workspaceId, range)}`,
    { headers, credentials: 'include' },
  );
  if (!response.ok) {
    const body = readErrorBody(await response.json().catch(() => null));
    throw new Error(body.message ?? getStatusMessage(response.status));
  }
  const fileName = readFileName(
    response.headers.get('content-disposition'),
    `lessons-${range.start}-${range.end}.csv`,
  );
  return { blob: await response.blob(), fileName };
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

/** Downloads every finished lesson of the period as a CSV file. */
export function useExportLessonStatsMutation() {
  return useMutation({
    mutationFn: async (request: StatsExport) => {
      const { blob, fileName } = await fetchStatsCsv(request);
      saveBlob(blob, fileName);
    },
  });
}
