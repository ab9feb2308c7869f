import type { Language } from '@slovo/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

type CardPdf = { workspaceId: number; cardId: number; diagnosticDate: string; lang: Language };

/** Downloads a filled card as a PDF in the chosen language, as the server last saved it. */
export function useDownloadCardPdfMutation() {
  return useMutation({
    mutationFn: ({ workspaceId, cardId, diagnosticDate, lang }: CardPdf) =>
      downloadFile(
        `/clients/diagnostic-cards/${cardId}/pdf?workspace_id=${workspaceId}&lang=${lang}`,
        { accept: 'application/pdf', fallbackName: `diagnostic-card-${diagnosticDate}.pdf` },
      ),
  });
}
