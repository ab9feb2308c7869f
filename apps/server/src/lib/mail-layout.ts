import type { MailMessage } from './mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Every e-mail the product sends: one paragraph, a button with its link (when there is
 * somewhere to go), then the rest.
 */
export function renderMail(options: {
  kind: MailMessage['kind'];
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): MailMessage {
  const { action } = options;
  const text = [
    ...options.paragraphs.slice(0, 1),
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...options.paragraphs.slice(1),
  ].join('\n');
  const paragraphsHtml = (list: string[]) =>
    list.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4c6ef5;margin:0 0 24px">Slovo</h1>
${paragraphsHtml(options.paragraphs.slice(0, 1))}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4c6ef5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(action.url)}</p>`
    : ''
}
${paragraphsHtml(options.paragraphs.slice(1))}
</body></html>`;
  return { kind: options.kind, to: options.to, subject: options.subject, text, html };
}
