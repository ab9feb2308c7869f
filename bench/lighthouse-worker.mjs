/**
 * One Lighthouse run of one page in Debian's Chromium, in a thread of its own: Lighthouse works
 * synchronously for seconds at a time, and the main thread must stay free to answer Ctrl+C (tsx
 * kills a script that does not take the signal at once, which would leave the server running).
 * Posts the Chromium pid first (so the main thread can stop it) and then the measured numbers.
 * (Plain JavaScript: worker threads start without the TypeScript loader.)
 */
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** The element of the largest paint and where its time went (Lighthouse's breakdown), as one line. */
function describeLcp(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return [];
  const times = (phases?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  return [`largest paint: ${node.snippet}${times ? `; ${times}` : ''}`];
}

const {
  url,
  preset,
  token,
  tokenKey,
  tokenUrl,
  chromium,
  profileDir,
  reportPath,
  firstScreenScripts,
} = workerData;

const browser = await puppeteer.launch({
  executablePath: chromium,
  userDataDir: profileDir,
  headless: true, // --headless=new
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  defaultViewport: null, // Lighthouse sets the screen of its preset
  // Signals are the main thread's business: it stops this browser by its pid.
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
});
parentPort.postMessage({ kind: 'browser', pid: browser.process()?.pid });
let measured;
try {
  const tab = await browser.newPage();
  // Signed-in pages: the app reads its token from localStorage, which no Lighthouse flag can
  // set. Lighthouse's own recipe for that: set it in the browser first and keep storage for
  // the run (disableStorageReset). It is set on a page that loads none of the app's files
  // (/api/health), so the measured load still starts with an empty cache.
  if (token) {
    await tab.goto(tokenUrl);
    await tab.evaluate((key, value) => localStorage.setItem(key, value), tokenKey, token);
  }
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(token),
    },
    preset === 'desktop' ? desktopConfig : undefined,
    tab,
  );
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  // The whole report, for a look at what the table leaves out (`--save`).
  if (reportPath) await fs.writeFile(reportPath, JSON.stringify(lhr));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const kib = (type) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN) / 1024;
  // The scripts the page names as its first screen (the entry and its preload hints); what it
  // fetches once it runs (a form's schemas, the later kit) is not part of it.
  const firstScreen = new Set(firstScreenScripts);
  const firstScreenBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => firstScreen.has(new URL(request.url).pathname))
    .reduce((sum, request) => sum + request.transferSize, 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  // What keeps accessibility under 100: each failed audit with the first element it names.
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const node = audit.details?.items?.[0]?.node;
      return `accessibility: ${audit.id}${node ? ` (${node.selector ?? node.snippet})` : ''}`;
    });
  measured = {
    kind: 'result',
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstScreenJsKiB: firstScreenBytes / 1024,
    jsKiB: kib('script'),
    totalKiB: kib('total'),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: [...lhr.runWarnings, ...accessibilityFailures, ...describeLcp(lhr)],
    versions: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent}`,
  };
} finally {
  await browser.close();
}
// Only now: the main thread ends this thread as soon as it has the numbers.
parentPort.postMessage(measured);
