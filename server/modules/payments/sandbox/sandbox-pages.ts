import { bankDebitMandateText } from '@domain/bank-debit-mandate';
import { localeFor, type Language } from '@domain/languages';
import { SANDBOX_AUTHENTICATE_TEXT, SANDBOX_FIELDS_TEXT } from '@domain/sandbox-fields-text';
import { formatMoney } from '@domain/money';
import { escapeHtml } from '../../../lib/escape-html';

/** The sandbox's own pages: plain HTML, one stylesheet inline (the CSP allows styles), the script from its own file. */
const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;color:#0f172a;background:transparent}
body{margin:0;padding:4px 2px}
.badge{display:inline-block;margin:0 0 12px;padding:4px 8px;border-radius:6px;background:#fef3c7;color:#78350f;font-size:13px;line-height:1.4}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.field{margin:0 0 12px}
label{display:block;margin:0 0 4px;font-size:14px;font-weight:600}
input[type=text]{width:100%;min-height:44px;padding:10px 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit;background:#fff;color:inherit}
input[type=text]:focus{outline:3px solid #2563eb55;border-color:#2563eb}
input[aria-invalid=true]{border-color:#b91c1c}
.error{margin:4px 0 0;color:#b91c1c;font-size:13px;min-height:0}
.error:empty{display:none}
.mandate{margin:4px 0 12px;padding:12px;border:1px solid #cbd5e1;border-radius:8px;background:#f8fafc;font-size:13px;line-height:1.5}
.mandate h2{margin:0 0 6px;font-size:14px}
.check{display:flex;gap:8px;align-items:center;font-weight:600;font-size:14px;min-height:44px}
.check input{width:20px;height:20px}
.form-error{margin:0 0 8px;color:#b91c1c;font-size:14px}
.form-error:empty{display:none}
@media (max-width:420px){.row{grid-template-columns:1fr}}
main.page{max-width:480px;margin:40px auto;padding:24px;border:1px solid #cbd5e1;border-radius:12px;background:#fff}
main.page h1{margin:0 0 12px;font-size:22px}
.buttons{display:flex;gap:12px;margin-top:16px;flex-wrap:wrap}
button{min-height:44px;padding:10px 18px;border-radius:8px;border:1px solid #0f172a;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#0f172a}
`;

function input(name: string, label: string, options: { autocomplete?: string; inputmode?: string; maxlength: number; placeholder?: string }): string {
  const attrs = [
    `id="${name}"`,
    `name="${name}"`,
    'type="text"',
    'required',
    'aria-required="true"',
    `aria-describedby="${name}-error"`,
    `maxlength="${options.maxlength}"`,
    'spellcheck="false"',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : 'autocomplete="off"',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
  ].filter(Boolean);
  return `<div class="field"><label for="${name}">${escapeHtml(label)}</label><input ${attrs.join(' ')}><p class="error" id="${name}-error" role="alert"></p></div>`;
}

function page(language: Language, title: string, body: string, script = false): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${script ? '<script src="/sandbox-pay/fields.js" defer></script>' : ''}</head><body>${body}</body></html>`;
}

export function renderFieldsPage(method: 'card' | 'bank_debit', language: Language, companyName: string): string {
  const t = SANDBOX_FIELDS_TEXT[language];
  const fields =
    method === 'card'
      ? [
          input('number', t.cardNumber, { autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, placeholder: '4242 4242 4242 4242' }),
          `<div class="row">${input('expiry', t.expiry, { autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7, placeholder: language === 'en' ? 'MM/YY' : 'MM/AA' })}${input('cvc', t.cvc, { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, placeholder: '123' })}</div>`,
          input('name', t.cardholderName, { autocomplete: 'cc-name', maxlength: 100 }),
        ].join('')
      : [
          `<div class="row">${input('routingNumber', t.routingNumber, { inputmode: 'numeric', maxlength: 12, placeholder: '110000000' })}${input('accountNumber', t.accountNumber, { inputmode: 'numeric', maxlength: 20, placeholder: '000123456789' })}</div>`,
          input('accountHolder', t.accountHolder, { autocomplete: 'name', maxlength: 100 }),
          `<section class="mandate" aria-labelledby="mandate-title"><h2 id="mandate-title">${escapeHtml(t.mandateTitle)}</h2><p id="mandate-text">${escapeHtml(bankDebitMandateText(companyName, language))}</p>` +
            `<label class="check"><input id="mandateAccepted" name="mandateAccepted" type="checkbox" aria-describedby="mandateAccepted-error"> ${escapeHtml(t.mandateAccept)}</label><p class="error" id="mandateAccepted-error" role="alert"></p></section>`,
        ].join('');
  const texts = escapeHtml(JSON.stringify(t));
  const body = `<form id="sandbox-fields" novalidate data-method="${method}" data-lang="${language}" data-texts="${texts}" aria-label="${escapeHtml(t.title)}"><p class="badge">${escapeHtml(t.testMode)}</p><p class="form-error" id="form-error" role="alert"></p>${fields}</form>`;
  return page(language, t.title, body, true);
}

export function renderAuthenticatePage(paymentId: string, amountCents: number | null, returnPath: string, language: Language): string {
  const t = SANDBOX_AUTHENTICATE_TEXT[language];
  const amount = amountCents === null ? '' : `<p><strong>${escapeHtml(t.amount)}</strong> ${escapeHtml(formatMoney(amountCents, localeFor(language)))}</p>`;
  const content =
    amountCents === null
      ? `<p>${escapeHtml(t.unknown)}</p>`
      : `${amount}<form method="post" action="/sandbox-pay/authenticate/${escapeHtml(paymentId)}"><input type="hidden" name="return" value="${escapeHtml(returnPath)}"><div class="buttons">` +
        `<button class="primary" type="submit" name="outcome" value="complete">${escapeHtml(t.complete)}</button><button class="secondary" type="submit" name="outcome" value="fail">${escapeHtml(t.fail)}</button></div></form>`;
  return page(language, t.title, `<main class="page"><p class="badge">${escapeHtml(t.testMode)}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>${content}</main>`);
}
