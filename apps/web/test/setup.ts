import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { buildMediaQueryList } from './media-query.ts';

// The whole suite runs in parallel on two cores: waiting for a screen may take longer than the
// library's default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Preact runs effects once the browser has painted the next frame; jsdom paints nothing, so they
// run on the next task instead, before Testing Library's waits hand control back to the test
// (which, in a browser, is a person who cannot act before that frame).
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

// jsdom lacks the layout APIs Mantine reads (media queries, element size observers, scrolling).
// Tests run as a person who asked for reduced motion: Mantine's transitions then end at once, so
// a dialog is shown (not fading in) as soon as it is in the document, however busy the machine.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => buildMediaQueryList(query, query === REDUCED_MOTION),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// A test that prints an error fails, as the end-to-end suite does: errors must not pass unseen.
const originalConsoleError = console.error;
let consoleErrors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  originalConsoleError(...args);
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
