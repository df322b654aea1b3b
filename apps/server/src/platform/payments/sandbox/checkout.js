/* global window, document */
/**
 * Pathway's payment sandbox: a stand-in for https://checkout.razorpay.com/v1/checkout.js, served at
 * /api/v1/payments/sandbox/checkout.js when no Razorpay keys are set (docs/payments-api.md).
 *
 * Same API as Razorpay's Checkout:
 *   const rzp = new Razorpay({ key, order_id, amount, currency, name, description, prefill,
 *                              theme: { color }, handler(response) {}, modal: { ondismiss() {}, escape } });
 *   rzp.on('payment.failed', (response) => { response.error.code, .description, .metadata.payment_id ... });
 *   rzp.open();  rzp.close();
 * `handler` gets { razorpay_payment_id, razorpay_order_id, razorpay_signature }, signed by the server
 * exactly as Razorpay signs them. The dialog is clearly marked "Test mode": Pay, Fail payment, Close.
 * Fail calls the 'payment.failed' listeners and, as Razorpay's Checkout does, keeps the dialog open
 * so the buyer can pay again or close it; Close (or Escape) calls `modal.ondismiss`.
 *
 * Our Content-Security-Policy allows no inline script and no eval: everything here is DOM calls and
 * addEventListener; styles are set through element.style.
 */
(function () {
  'use strict';

  if (typeof window.Razorpay === 'function' && window.Razorpay.isPathwaySandbox) return;

  const script = document.currentScript;
  const PAY_URL = script && script.src ? new URL('pay', script.src).toString() : '/api/v1/payments/sandbox/pay';
  const ROOT_ATTRIBUTE = 'data-pathway-sandbox-checkout';
  let uid = 0;

  function el(tag, styles, text) {
    const node = document.createElement(tag);
    if (styles) Object.assign(node.style, styles);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(paise, currency) {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
    } catch {
      return '₹' + (paise / 100).toFixed(2);
    }
  }

  function button(label, primary, color) {
    const b = el('button', {
      font: 'inherit',
      fontWeight: '600',
      fontSize: '15px',
      padding: '10px 16px',
      borderRadius: '8px',
      cursor: 'pointer',
      border: primary ? '1px solid ' + color : '1px solid #94a3b8',
      background: primary ? color : '#ffffff',
      color: primary ? '#ffffff' : '#0f172a',
      minHeight: '44px',
    }, label);
    b.type = 'button';
    return b;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.order_id) throw new Error('Razorpay: options.order_id is required (the sandbox pays orders only)');
    this.options = options;
    this._listeners = {};
    this._root = null;
  }

  Razorpay.isPathwaySandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return this;
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    const listeners = (this._listeners[event] || []).slice();
    window.setTimeout(function () {
      listeners.forEach(function (listener) {
        listener(payload);
      });
    }, 0);
  };

  Razorpay.prototype.close = function () {
    if (!this._root) return;
    document.removeEventListener('keydown', this._onKeydown, true);
    this._root.remove();
    this._root = null;
    document.body.style.overflow = this._bodyOverflow || '';
    if (this._returnFocus && typeof this._returnFocus.focus === 'function') this._returnFocus.focus();
  };

  Razorpay.prototype._dismiss = function () {
    const modal = this.options.modal || {};
    this.close();
    if (typeof modal.ondismiss === 'function') window.setTimeout(modal.ondismiss, 0);
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    const options = this.options;
    const color = (options.theme && options.theme.color) || '#1d4ed8';
    const amountText = formatAmount(Number(options.amount) || 0, options.currency);
    const prefill = options.prefill || {};
    const id = 'pathway-sandbox-' + ++uid;

    const overlay = el('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(15, 23, 42, 0.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    });
    overlay.setAttribute(ROOT_ATTRIBUTE, '');

    const dialog = el('div', {
      background: '#ffffff',
      color: '#0f172a',
      width: '100%',
      maxWidth: '420px',
      borderRadius: '12px',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
      padding: '24px',
      boxSizing: 'border-box',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-notice');

    const badge = el('p', {
      display: 'inline-block',
      margin: '0 0 12px',
      padding: '4px 10px',
      borderRadius: '999px',
      background: '#fef3c7',
      color: '#78350f',
      border: '1px solid #d97706',
      fontSize: '13px',
      fontWeight: '700',
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
    }, 'Test mode');

    const title = el('h2', { margin: '0 0 4px', fontSize: '20px', lineHeight: '1.3' }, 'Test mode payment');
    title.id = id + '-title';
    const notice = el('p', { margin: '0 0 16px', fontSize: '14px', color: '#334155' },
      'This is the Pathway payment sandbox. No real money moves and no card is needed.');
    notice.id = id + '-notice';

    const summary = el('dl', { margin: '0 0 16px', padding: '12px', background: '#f1f5f9', borderRadius: '8px', fontSize: '14px' });
    function row(label, value) {
      if (!value) return;
      const line = el('div', { display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '2px 0' });
      line.appendChild(el('dt', { color: '#475569' }, label));
      line.appendChild(el('dd', { margin: '0', fontWeight: '600', textAlign: 'right', overflowWrap: 'anywhere' }, value));
      summary.appendChild(line);
    }
    row('Merchant', options.name || 'Pathway');
    row('Plan', options.description);
    row('Amount', amountText);
    row('Name', prefill.name);
    row('Email', prefill.email);
    row('Phone', prefill.contact);
    row('Order', options.order_id);

    const status = el('p', { minHeight: '20px', margin: '0 0 12px', fontSize: '14px', color: '#b91c1c' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    const actions = el('div', { display: 'flex', flexWrap: 'wrap', gap: '8px' });
    const pay = button('Pay ' + amountText, true, color);
    const fail = button('Fail payment', false, color);
    const closeButton = button('Close', false, color);
    pay.style.flex = '1 1 100%';
    fail.style.flex = '1 1 0';
    closeButton.style.flex = '1 1 0';
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(closeButton);

    dialog.appendChild(badge);
    dialog.appendChild(title);
    dialog.appendChild(notice);
    dialog.appendChild(summary);
    dialog.appendChild(status);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);

    const buttons = [pay, fail, closeButton];
    function busy(on, text) {
      buttons.forEach(function (b) {
        b.disabled = on;
        b.style.opacity = on ? '0.6' : '1';
        b.style.cursor = on ? 'progress' : 'pointer';
      });
      status.style.color = on ? '#334155' : '#b91c1c';
      status.textContent = text || '';
    }

    const submit = (outcome) => {
      busy(true, outcome === 'success' ? 'Processing the test payment…' : 'Failing the test payment…');
      window
        .fetch(PAY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ order_id: options.order_id, outcome: outcome }),
        })
        .then((response) => {
          return response
            .json()
            .catch(() => {
              return {};
            })
            .then((body) => {
              if (!response.ok || !body || !body.data) {
                throw new Error((body && body.message) || 'The sandbox could not take this payment.');
              }
              return body.data;
            });
        })
        .then((data) => {
          if (data.error) {
            busy(false, 'The test payment failed. Pay to try again, or Close.');
            this._emit('payment.failed', data);
            return;
          }
          this.close();
          if (typeof options.handler === 'function') {
            window.setTimeout(() => {
              options.handler(data);
            }, 0);
          }
        })
        .catch((error) => {
          busy(false, (error && error.message) || 'Something went wrong. Please try again.');
        });
    };

    pay.addEventListener('click', () => {
      submit('success');
    });
    fail.addEventListener('click', () => {
      submit('failure');
    });
    closeButton.addEventListener('click', () => {
      this._dismiss();
    });
    overlay.addEventListener('click', (event) => {
      const modal = options.modal || {};
      if (event.target === overlay && modal.backdropclose) this._dismiss();
    });

    this._onKeydown = (event) => {
      if (!this._root) return;
      const modal = options.modal || {};
      if (event.key === 'Escape' && modal.escape !== false) {
        event.preventDefault();
        if (!pay.disabled) this._dismiss();
        return;
      }
      if (event.key === 'Tab') {
        // Keep the focus inside the dialog.
        const enabled = buttons.filter(function (b) {
          return !b.disabled;
        });
        if (enabled.length === 0) {
          event.preventDefault();
          return;
        }
        const first = enabled[0];
        const last = enabled[enabled.length - 1];
        if (!dialog.contains(document.activeElement)) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };

    this._returnFocus = document.activeElement;
    this._bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', this._onKeydown, true);
    document.body.appendChild(overlay);
    this._root = overlay;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
