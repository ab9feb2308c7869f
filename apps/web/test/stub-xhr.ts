import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One upload the code under test started; the test answers it by hand. */
export type RecordedUpload = {
  method: string;
  url: string;
  headers: Headers;
  body: FormData | null;
  isWithCredentials: boolean;
  timeoutMs: number;
  /** Reports that `loaded` of `total` bytes have been sent. */
  sendProgress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
  failNetwork: () => void;
};

/**
 * Replaces XMLHttpRequest (used only for uploads with progress) with a fake that records each
 * request and lets the test send progress and the answer. jsdom's own would try the network.
 */
export function stubXhr(): RecordedUpload[] {
  const uploads: RecordedUpload[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    timeout = 0;
    upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    /** The stubbed answers carry no headers of interest (such as `retry-after`). */
    getResponseHeader(_name: string): string | null {
      return null;
    }

    abort() {
      this.onabort?.();
      this.onloadend?.();
    }

    send(body: FormData | null) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        isWithCredentials: this.withCredentials,
        timeoutMs: this.timeout,
        sendProgress: (loaded, total) =>
          this.upload.onprogress?.(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
          this.onloadend?.();
        },
        failNetwork: () => {
          this.onerror?.();
          this.onloadend?.();
        },
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
