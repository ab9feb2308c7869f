import { useQuery } from '@tanstack/react-query';

/** The size the browser renderer draws each slide at; the viewer scales it to its own width. */
export const DRAWN_SLIDE_SIZE = { width: 960, height: 540 } as const;

async function drawDeck(url: string, signal: AbortSignal): Promise<string[]> {
  // File URLs are capability names: no auth header is needed, and the bytes are the .pptx.
  const response = await fetch(url, { signal, credentials: 'include' });
  if (!response.ok) throw new Error(`The presentation file answered ${response.status}`);
  const buffer = await response.arrayBuffer();
  // Loaded only here: most screens never draw a deck in the browser.
  const { pptxToHtml } = await import('@jvmr/pptx-to-html');
  return pptxToHtml(buffer, { ...DRAWN_SLIDE_SIZE, scaleToFit: true, letterbox: true });
}

/**
 * The deck at `url` drawn as one HTML document per slide, for servers without LibreOffice.
 * Drawing is slow and the file does not change under its name, so it is done once per URL.
 */
export function useDrawnDeck(url: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['slides', 'drawn-deck', url],
    queryFn: ({ signal }) => drawDeck(url, signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** A drawn slide as a standalone page for a sandboxed frame. */
export function wrapDrawnSlide(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden;background:#fff}</style></head><body>${html}</body></html>`;
}
