import { SANDBOX_FIELDS_MESSAGES } from '@domain/schemas/payments';

/**
 * The sandbox fields page's script, served as its own file (`/sandbox-pay/fields.js`: the CSP allows no inline
 * script). It answers only its parent on the shop's own origin (SANDBOX_FIELDS_MESSAGES): asked to tokenize, it checks
 * the fields, posts them to /sandbox-pay/tokens and hands back the token or an error in the page's language.
 */
export const SANDBOX_FIELDS_SCRIPT = `(() => {
  'use strict';
  const MESSAGES = ${JSON.stringify(SANDBOX_FIELDS_MESSAGES)};
  const form = document.getElementById('sandbox-fields');
  if (!form) return;
  const method = form.dataset.method;
  const lang = form.dataset.lang;
  const t = JSON.parse(form.dataset.texts || '{}');
  const origin = window.location.origin;
  const formError = document.getElementById('form-error');
  const names = method === 'card' ? ['number', 'expiry', 'cvc', 'name'] : ['routingNumber', 'accountNumber', 'accountHolder'];
  let busy = false;

  const toParent = (message) => {
    if (window.parent !== window) window.parent.postMessage(message, origin);
  };
  // The body's own height (the document's scrollHeight never falls below the frame's): the frame shrinks when an error goes.
  const postHeight = () => toParent({ type: MESSAGES.height, height: Math.ceil(document.body.getBoundingClientRect().height) });

  const field = (name) => document.getElementById(name);
  const setError = (name, message) => {
    const input = field(name);
    const error = document.getElementById(name + '-error');
    if (error) error.textContent = message || '';
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  };
  const clearErrors = () => {
    for (const name of names.concat(['mandateAccepted'])) setError(name, '');
    formError.textContent = '';
  };
  const value = (name) => (field(name) ? field(name).value.trim() : '');

  const expiryInput = field('expiry');
  if (expiryInput) {
    expiryInput.addEventListener('input', () => {
      const digits = expiryInput.value.replace(/[^0-9]/g, '').slice(0, 4);
      if (!expiryInput.value.includes('/') && digits.length > 2) expiryInput.value = digits.slice(0, 2) + '/' + digits.slice(2);
    });
  }

  /** The checks the page can make alone; the server makes them again, and checks the test numbers. */
  const localErrors = () => {
    const errors = {};
    for (const name of names) if (!value(name)) errors[name] = t.required;
    if (method === 'card') {
      if (!errors.expiry && !/^(0[1-9]|1[0-2])\\/[0-9]{2}$/.test(value('expiry'))) errors.expiry = t.expiryFormat;
      if (!errors.cvc && !/^[0-9]{3,4}$/.test(value('cvc'))) errors.cvc = t.cvcFormat;
    } else if (!field('mandateAccepted').checked) {
      errors.mandateAccepted = t.mandateRequired;
    }
    return errors;
  };

  const showErrors = (errors) => {
    const first = Object.keys(errors)[0];
    for (const [name, message] of Object.entries(errors)) setError(name, message);
    if (first && field(first)) field(first).focus();
    postHeight();
    return errors[first] || t.failed;
  };

  const body = () =>
    method === 'card'
      ? { method, lang, card: { number: value('number'), expiry: value('expiry'), cvc: value('cvc'), name: value('name') } }
      : { method, lang, bank: { routingNumber: value('routingNumber'), accountNumber: value('accountNumber'), accountHolder: value('accountHolder'), mandateAccepted: field('mandateAccepted').checked } };

  const tokenize = async () => {
    if (busy) return;
    busy = true;
    clearErrors();
    try {
      const errors = localErrors();
      if (Object.keys(errors).length > 0) {
        toParent({ type: MESSAGES.error, message: showErrors(errors) });
        return;
      }
      const res = await fetch('/sandbox-pay/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()), credentials: 'same-origin' });
      const answer = await res.json().catch(() => null);
      if (res.ok && answer && answer.token) {
        toParent({ type: MESSAGES.token, token: answer.token, summary: answer.summary });
        return;
      }
      const fields = (answer && answer.error && answer.error.fields) || {};
      const shown = {};
      for (const [name, message] of Object.entries(fields)) {
        const short = name.split('.').pop();
        if (field(short)) shown[short] = message;
      }
      if (Object.keys(shown).length > 0) {
        toParent({ type: MESSAGES.error, message: showErrors(shown) });
      } else {
        const message = (answer && answer.error && answer.error.message) || t.failed;
        formError.textContent = message;
        postHeight();
        toParent({ type: MESSAGES.error, message });
      }
    } catch {
      formError.textContent = t.failed;
      postHeight();
      toParent({ type: MESSAGES.error, message: t.failed });
    } finally {
      busy = false;
    }
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.parent) return;
    if (event.data && event.data.type === MESSAGES.tokenize) void tokenize();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void tokenize();
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(postHeight).observe(document.body);
  window.addEventListener('load', postHeight);
  postHeight();
})();
`;
