import { execFile } from 'node:child_process';

/** Poppler's tools read the PDF from standard input: nothing is written to disk. */
export function runPoppler(tool: 'pdftotext' | 'pdffonts', pdf: Buffer): Promise<string> {
  const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', 'fd://0', '-'] : ['fd://0'];
  return new Promise((resolve, reject) => {
    const child = execFile(tool, args, { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/** Text as a reader copies it: pdftotext breaks lines where the layout does; words stay whole. */
export const extractPdfText = async (pdf: Buffer) =>
  (await runPoppler('pdftotext', pdf)).replace(/\s+/g, ' ');
