/** One template describes a message once; `renderEmail` turns it into the HTML and the plain-text body. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string; caption?: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'quote'; text: string }
  /** A listing: its title links to it, a line of facts, then small links (an alert mail's jobs). */
  | { kind: 'job'; title: string; url: string; meta: string; links: { label: string; url: string }[] };

/** What a message is for: the label of its delivery counts in /metrics (docs/observability.md). */
export type MailKind =
  | 'verification-code'
  | 'sign-in-code'
  | 'password-reset'
  | 'password-changed'
  | 'contact-message'
  | 'support-reply'
  | 'deadline-reminder'
  | 'follow-up'
  | 'no-response-offer'
  | 'saved-search-alert';

export interface EmailContent {
  kind: MailKind;
  subject: string;
  /** Shown by mail apps next to the subject. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Small print under the message, e.g. why the person got it. */
  footnote?: string;
  /** A link in the small print, e.g. "Unsubscribe from deadline reminders". */
  footerLink?: { label: string; url: string };
}

export interface RenderedEmail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const nl2br = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${nl2br(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 8px;font-size:32px;line-height:40px;letter-spacing:8px;font-weight:700;color:#1e3a8a;font-family:Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>${
        block.caption ? `<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${escapeHtml(block.caption)}</p>` : ''
      }`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 24px;border-radius:8px">${escapeHtml(block.label)}</a></p>`;
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.rows
        .map(
          (r) =>
            `<tr><td style="padding:4px 12px 4px 0;font-size:14px;color:#4b5563;vertical-align:top;white-space:nowrap">${escapeHtml(r.label)}</td><td style="padding:4px 0;font-size:14px;color:#111827">${nl2br(r.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #bfdbfe;background:#f8fafc;font-size:15px;line-height:22px;color:#1f2937">${nl2br(block.text)}</div>`;
    case 'job':
      return `<div style="margin:0 0 16px;padding:12px 0;border-top:1px solid #e5e7eb"><p style="margin:0 0 4px;font-size:16px;line-height:22px;font-weight:600"><a href="${escapeHtml(block.url)}" style="color:#1d4ed8;text-decoration:none">${escapeHtml(block.title)}</a></p><p style="margin:0 0 6px;font-size:14px;line-height:20px;color:#4b5563">${escapeHtml(block.meta)}</p><p style="margin:0;font-size:13px">${block.links
        .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#4b5563;margin-right:16px">${escapeHtml(l.label)}</a>`)
        .join('')}</p></div>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return block.caption ? `${block.code}\n${block.caption}` : block.code;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'fields':
      return block.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((l) => `> ${l}`)
        .join('\n');
    case 'job':
      return [block.title, block.meta, `View the job: ${block.url}`, ...block.links.map((l) => `${l.label}: ${l.url}`)].join('\n');
  }
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;${font}">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 0;${font}"><p style="margin:0;font-size:20px;font-weight:700;color:#1d4ed8">Pathway</p></td></tr>
<tr><td style="padding:16px 24px 8px;${font}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:0 24px 24px;${font}"><p style="margin:0;font-size:12px;line-height:18px;color:#6b7280">${
    content.footnote ? `${escapeHtml(content.footnote)}<br>` : ''
  }${
    content.footerLink ? `<a href="${escapeHtml(content.footerLink.url)}" style="color:#4b5563">${escapeHtml(content.footerLink.label)}</a><br>` : ''
  }Pathway · Jobs and internships for students in India</p></td></tr>
</table></td></tr></table>
</body></html>`;

  const text = [
    'Pathway',
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((b) => [blockText(b), '']),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`, ''] : []),
    'Pathway · Jobs and internships for students in India',
  ].join('\n');

  return { kind: content.kind, subject: content.subject, html, text };
}
