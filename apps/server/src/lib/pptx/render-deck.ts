import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dropExternalLinks } from './external-links.ts';

type Renderer = 'libreoffice' | 'browser';

type DetectOptions = { sofficePath?: string; pdftoppmPath?: string };
export type DetectedRenderer = { renderer: Renderer; sofficePath?: string; pdftoppmPath?: string };

type RenderOptions = {
  sofficePath: string;
  pdftoppmPath: string;
  /** Budget for the whole call, conversion and thumbnails together. */
  timeoutMs?: number;
  width?: number;
};

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_WIDTH = 1280;
const STDERR_LIMIT = 4_000;
const PDF_EXPORT = `pdf:impress_pdf_Export:${JSON.stringify({
  ExportHiddenSlides: { type: 'boolean', value: 'true' },
})}`;

// Keyed by the requested paths so a probe for an explicit override never answers for another.
const detected = new Map<string, Promise<DetectedRenderer>>();

/**
 * Finds soffice and pdftoppm once per set of overrides; without both the client renders slides
 * in the browser instead.
 */
export function detectRenderer(options: DetectOptions = {}): Promise<DetectedRenderer> {
  const key = JSON.stringify([options.sofficePath || null, options.pdftoppmPath || null]);
  let result = detected.get(key);
  if (!result) {
    result = probeRenderer(options);
    detected.set(key, result);
  }
  return result;
}

async function probeRenderer(options: DetectOptions): Promise<DetectedRenderer> {
  const [sofficePath, pdftoppmPath] = await Promise.all([
    findExecutable(options.sofficePath || 'soffice'),
    findExecutable(options.pdftoppmPath || 'pdftoppm'),
  ]);
  if (!sofficePath || !pdftoppmPath) return { renderer: 'browser' };
  return { renderer: 'libreoffice', sofficePath, pdftoppmPath };
}

async function findExecutable(command: string): Promise<string | undefined> {
  const candidates = command.includes(path.sep)
    ? [path.resolve(command)]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    if (await isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.X_OK);
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Converts a deck to one JPEG per slide (in slide order) through a PDF, which is returned too.
 * Every call gets its own temp dir and LibreOffice profile: soffice instances that share a profile
 * hand their work to the first one or refuse to start, so concurrent workers must never meet.
 */
export async function renderDeck(
  pptx: Buffer,
  options: RenderOptions,
): Promise<{ pdf: Buffer; slides: Buffer[] }> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const width = options.width ?? DEFAULT_WIDTH;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'slovo-render-'));
  try {
    const input = path.join(dir, 'deck.pptx');
    const pdfDir = path.join(dir, 'pdf');
    const slidesDir = path.join(dir, 'slides');
    await fs.writeFile(input, dropExternalLinks(pptx));
    await fs.mkdir(slidesDir);

    const sofficeLog = await runTool(
      options.sofficePath,
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        // Only the OOXML importer ever sees uploads, whatever the bytes claim to be.
        '--infilter=Impress MS PowerPoint 2007 XML',
        '--convert-to',
        // Hidden slides too (LibreOffice leaves them out by default), so page k is slide k.
        PDF_EXPORT,
        '--outdir',
        pdfDir,
        input,
      ],
      {
        deadline,
        env: {
          ...process.env,
          // A shared ~/.config (root's, in containers) would leak state between workers, and
          // scratch files left in the system temp dir by a killed soffice would never be removed.
          HOME: dir,
          TMPDIR: dir,
          SAL_USE_VCLPLUGIN: 'svp',
        },
      },
    );
    const pdfFile = path.join(pdfDir, 'deck.pdf');
    const pdf = await fs.readFile(pdfFile).catch(() => null);
    // soffice reports an unreadable input on stderr but still exits 0.
    if (!pdf || pdf.length === 0) {
      // Its stderr also carries harmless warnings (javaldx) that would bury the reason.
      const reason = sofficeLog
        .split('\n')
        .filter((line) => line.startsWith('Error'))
        .join('; ');
      throw new Error(
        `LibreOffice could not convert the deck to PDF${reason ? ` (${reason})` : ''}`,
      );
    }

    await runTool(
      options.pdftoppmPath,
      [
        '-jpeg',
        '-scale-to-x',
        String(width),
        '-scale-to-y',
        '-1',
        pdfFile,
        path.join(slidesDir, 'slide'),
      ],
      { deadline, env: process.env },
    );
    const names = (await fs.readdir(slidesDir)).filter((name) => /^slide-\d+\.jpg$/.test(name));
    if (names.length === 0) throw new Error('pdftoppm produced no slide images');
    // pdftoppm pads page numbers to the page count's width; sort by value to stay safe anyway.
    names.sort((a, b) => readPageNumber(a) - readPageNumber(b));
    const slides = await Promise.all(names.map((name) => fs.readFile(path.join(slidesDir, name))));
    return { pdf, slides };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function readPageNumber(name: string): number {
  return Number(/(\d+)\.jpg$/.exec(name)?.[1]);
}

async function runTool(
  file: string,
  args: string[],
  options: { deadline: number; env: NodeJS.ProcessEnv },
): Promise<string> {
  const name = path.basename(file);
  const timeoutMs = options.deadline - Date.now();
  if (timeoutMs <= 0) throw new Error(`Slide rendering timed out before ${name} could start`);

  return new Promise<string>((resolve, reject) => {
    // A group of its own, so a timeout also kills soffice.bin, which the soffice script forks.
    const child = spawn(file, args, {
      detached: true,
      env: options.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start ${name}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const detail = stderr.trim();
      if (timedOut) {
        reject(new Error(`${name} did not finish within ${timeoutMs} ms and was killed`));
      } else if (code !== 0) {
        reject(
          new Error(
            `${name} failed (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`,
          ),
        );
      } else {
        resolve(detail);
      }
    });
  });
}

function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}
