/*
 * A local stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), for the tests and the stories:
 * the browser tests serve it in place of Stripe's script (Playwright routes js.stripe.com and
 * hooks.stripe.com to it, and api.stripe.com to the server-side fake,
 * apps/church-api/src/modules/payments/test/stripe-fake.ts), so the app's code cannot tell. It does what
 * the app calls, the way Stripe's test mode answers:
 *
 * - `Stripe(publishableKey)`, `stripe.elements()`, `elements.create('card')` and `element.mount(node)`: the
 *   card's number, expiry and CVC are typed into inputs inside a frame ("Secure card payment input
 *   frame"); served from js.stripe.com, the frame is Stripe's origin, as the real one is, and the page's
 *   script never reads the card;
 * - `stripe.createPaymentMethod({ type: 'card', card, billing_details })`: the frame sends the card to
 *   api.stripe.com (POST /v1/payment_methods with the publishable key) and answers `{ paymentMethod }`,
 *   or `{ error }` for a card as typed that Stripe refuses (`validation_error`, `card_error`);
 * - `stripe.handleNextAction({ clientSecret })`: reads the PaymentIntent with its client secret, and when
 *   the bank asks for its 3DS check shows Stripe's test check in a frame (hooks.stripe.com) with
 *   "Complete authentication" and "Fail authentication"; answers `{ paymentIntent }` or `{ error }`;
 * - `stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details } })` and
 *   `stripe.confirmSetup({ elements, clientSecret })`: the frame confirms the SetupIntent with the card
 *   (3DS as above) and answers `{ setupIntent }` or `{ error }`.
 *
 * Loaded other than from js.stripe.com (a story imports it), the card's frame is a frame of the page's
 * own and the bank's check is shown in the page; the calls go to https://api.stripe.com all the same
 * (a story's request handlers answer them).
 */
(function stripeJsFake() {
  var API = 'https://api.stripe.com';
  var FRAME_ORIGIN = 'https://js.stripe.com';
  var HOOKS_ORIGIN = 'https://hooks.stripe.com';
  var MESSAGE = '__stripeJsFake';
  var CARD_FRAME_PATH = '/fake/elements-inner-card.html';
  var CHECK_FRAME_PATH = '/fake/three-ds-2-challenge.html';

  // ---- What both sides share: the card as typed, and Stripe's API.

  function digits(text) {
    return String(text || '').replace(/\D/g, '');
  }

  function luhn(number) {
    var sum = 0;
    for (var index = 0; index < number.length; index += 1) {
      var digit = Number(number.charAt(number.length - 1 - index));
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  /** The card as typed in the three inputs, and what Stripe.js would say of it. */
  function readCard(inputs) {
    var number = digits(inputs.number.value);
    var expiry = digits(inputs.expiry.value);
    var cvc = digits(inputs.cvc.value);
    var month = Number(expiry.slice(0, 2));
    var year = 2000 + Number(expiry.slice(2, 4));
    var now = new Date();
    var error = null;
    var wanted = /^3[47]/.test(number) ? 15 : 16;
    if (number.length < wanted) error = { code: 'incomplete_number', message: 'Your card number is incomplete.' };
    else if (!luhn(number)) error = { code: 'invalid_number', message: 'Your card number is invalid.' };
    else if (expiry.length < 4) error = { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    else if (month < 1 || month > 12) error = { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) error = { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    else if (cvc.length < 3) error = { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    return {
      number: number,
      month: month,
      year: year,
      cvc: cvc,
      brand: brandOf(number),
      empty: !number && !expiry && !cvc,
      complete: error === null,
      error: error ? { type: 'validation_error', code: error.code, message: error.message } : null,
    };
  }

  function form(fields) {
    return Object.keys(fields)
      .filter(function (name) {
        return fields[name] !== undefined && fields[name] !== null;
      })
      .map(function (name) {
        return encodeURIComponent(name) + '=' + encodeURIComponent(String(fields[name]));
      })
      .join('&');
  }

  /** A call to Stripe's API as Stripe.js makes it: form-encoded, with the publishable key as `key`. */
  function api(method, path, fields) {
    var body = form(fields);
    var url = API + path + (method === 'GET' ? '?' + body : '');
    return fetch(url, { method: method, headers: method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'GET' ? undefined : body }).then(
      function (response) {
        return response.json().then(function (json) {
          return { status: response.status, body: json };
        });
      },
      function () {
        return { status: 0, body: { error: { type: 'api_connection_error', message: 'We could not connect to Stripe.' } } };
      },
    );
  }

  function billingFields(prefix, billing) {
    var fields = {};
    if (billing && billing.name) fields[prefix + '[name]'] = billing.name;
    if (billing && billing.email) fields[prefix + '[email]'] = billing.email;
    return fields;
  }

  function assign(target) {
    for (var index = 1; index < arguments.length; index += 1) {
      var source = arguments[index] || {};
      for (var key in source) if (Object.prototype.hasOwnProperty.call(source, key)) target[key] = source[key];
    }
    return target;
  }

  /** What the card's side does when the page asks: make the card's PaymentMethod, or confirm a SetupIntent with it. */
  function cardRequest(inputs, request) {
    var card = readCard(inputs);
    if (!card.complete) return Promise.resolve({ status: 400, body: { error: card.error } });
    var cardFields = { number: card.number, exp_month: card.month, exp_year: card.year, cvc: card.cvc };
    if (request.type === 'createPaymentMethod') {
      var fields = { key: request.key, type: 'card' };
      Object.keys(cardFields).forEach(function (name) {
        fields['card[' + name + ']'] = cardFields[name];
      });
      return api('POST', '/v1/payment_methods', assign(fields, billingFields('billing_details', request.billing)));
    }
    var setupId = String(request.clientSecret).split('_secret_')[0];
    var confirm = { key: request.key, client_secret: request.clientSecret, 'payment_method_data[type]': 'card' };
    Object.keys(cardFields).forEach(function (name) {
      confirm['payment_method_data[card][' + name + ']'] = cardFields[name];
    });
    return api('POST', '/v1/setup_intents/' + setupId + '/confirm', assign(confirm, billingFields('payment_method_data[billing_details]', request.billing)));
  }

  /** The three inputs of Stripe's card field, in `doc` (the card's frame), telling `onChange` what was typed. */
  function renderCardInputs(doc, onChange) {
    doc.body.style.margin = '0';
    doc.body.style.font = '16px system-ui, sans-serif';
    var row = doc.createElement('div');
    row.style.display = 'flex';
    row.style.gap = '8px';
    row.style.alignItems = 'center';
    function input(label, placeholder, width, autocomplete) {
      var field = doc.createElement('input');
      field.setAttribute('aria-label', label);
      field.setAttribute('placeholder', placeholder);
      field.setAttribute('inputmode', 'numeric');
      field.setAttribute('autocomplete', autocomplete);
      field.style.width = width;
      field.style.font = 'inherit';
      field.style.border = '0';
      field.style.outline = 'none';
      field.style.minWidth = '0';
      row.appendChild(field);
      return field;
    }
    var inputs = {
      number: input('Card number', '1234 1234 1234 1234', '55%', 'cc-number'),
      expiry: input('Expiration date MM / YY', 'MM / YY', '25%', 'cc-exp'),
      cvc: input('Security code', 'CVC', '20%', 'cc-csc'),
    };
    doc.body.appendChild(row);
    ['number', 'expiry', 'cvc'].forEach(function (name) {
      inputs[name].addEventListener('input', function () {
        onChange(readCard(inputs));
      });
    });
    return inputs;
  }

  function changeEvent(card) {
    var shown = card.complete || card.empty ? null : card.error && card.error.code.indexOf('incomplete') === 0 ? null : card.error;
    return { elementType: 'card', empty: card.empty, complete: card.complete, brand: card.brand, value: {}, error: shown || undefined };
  }

  // ---- The card's frame (js.stripe.com): its inputs, and what the page asks of them.

  function runCardFrame() {
    var params = new URLSearchParams(window.location.hash.slice(1));
    var id = params.get('id');
    function tell(message) {
      window.parent.postMessage(assign({}, message, { [MESSAGE]: true, id: id }), '*');
    }
    function start() {
      var inputs = renderCardInputs(document, function (card) {
        tell({ type: 'change', event: changeEvent(card) });
      });
      window.addEventListener('message', function (event) {
        var data = event.data || {};
        if (event.source !== window.parent || !data[MESSAGE] || data.id !== id) return;
        if (data.type === 'clear') {
          inputs.number.value = '';
          inputs.expiry.value = '';
          inputs.cvc.value = '';
          return;
        }
        if (data.type === 'focus') return inputs.number.focus();
        cardRequest(inputs, data).then(function (answer) {
          tell({ type: 'answer', requestId: data.requestId, answer: answer });
        });
      });
      tell({ type: 'ready' });
    }
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start);
  }

  // ---- The bank's 3DS check (hooks.stripe.com): Stripe's test page, "Complete" or "Fail".

  function renderCheck(doc, container, intent, key, done) {
    var box = doc.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', '3D Secure 2 Test Page');
    box.style.font = '16px system-ui, sans-serif';
    box.style.padding = '16px';
    var title = doc.createElement('h1');
    title.textContent = '3D Secure 2 Test Page';
    title.style.fontSize = '20px';
    var text = doc.createElement('p');
    text.textContent = 'This is a test payment: complete or fail the authentication.';
    box.appendChild(title);
    box.appendChild(text);
    [
      ['Complete authentication', 'complete'],
      ['Fail authentication', 'fail'],
    ].forEach(function (choice) {
      var button = doc.createElement('button');
      button.type = 'button';
      button.textContent = choice[0];
      button.style.margin = '4px';
      button.style.minHeight = '44px';
      button.addEventListener('click', function () {
        button.disabled = true;
        api('POST', '/v1/' + intent.kind + '_intents/' + intent.id + '/test_authentication', { key: key, client_secret: intent.clientSecret, outcome: choice[1] }).then(done);
      });
      box.appendChild(button);
    });
    container.appendChild(box);
  }

  function runCheckFrame() {
    var params = new URLSearchParams(window.location.hash.slice(1));
    var intent = { kind: params.get('kind'), id: params.get('intent'), clientSecret: params.get('secret') };
    function start() {
      document.body.style.margin = '0';
      renderCheck(document, document.body, intent, params.get('key'), function () {
        window.parent.postMessage({ [MESSAGE]: true, type: 'check-done', intent: intent.id }, '*');
      });
    }
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start);
  }

  // ---- The page's side: Stripe(), Elements, and the calls.

  function runPage() {
    var script = document.currentScript;
    // Served as Stripe's script (the browser tests), the frames are Stripe's origins; imported (the stories), the page's own.
    var framed = Boolean(script && script.src && script.src.indexOf(FRAME_ORIGIN + '/') === 0);
    var nextId = 0;

    /** Stripe's 3DS check over the page, until the buyer answers it. */
    function runCheck(kind, intentId, clientSecret, key) {
      return new Promise(function (resolve) {
        var overlay = document.createElement('div');
        overlay.setAttribute('data-stripe-fake', 'three-ds');
        overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,0.5);display:flex;align-items:center;justify-content:center;';
        var panel = document.createElement('div');
        panel.style.cssText = 'background:#fff;width:min(420px,95vw);height:320px;border-radius:8px;overflow:hidden;';
        overlay.appendChild(panel);
        function finish() {
          overlay.remove();
          resolve();
        }
        if (framed) {
          var frame = document.createElement('iframe');
          frame.title = '3D Secure 2 authentication';
          frame.name = '__privateStripeFrame' + (nextId += 1);
          frame.style.cssText = 'width:100%;height:100%;border:0;';
          frame.src = HOOKS_ORIGIN + CHECK_FRAME_PATH + '#' + form({ kind: kind, intent: intentId, secret: clientSecret, key: key });
          panel.appendChild(frame);
          var listen = function (event) {
            var data = event.data || {};
            if (event.source !== frame.contentWindow || !data[MESSAGE] || data.type !== 'check-done') return;
            window.removeEventListener('message', listen);
            finish();
          };
          window.addEventListener('message', listen);
        } else {
          renderCheck(document, panel, { kind: kind, id: intentId, clientSecret: clientSecret }, key, finish);
        }
        document.body.appendChild(overlay);
      });
    }

    function readIntent(kind, clientSecret, key) {
      var intentId = String(clientSecret).split('_secret_')[0];
      return api('GET', '/v1/' + kind + '_intents/' + intentId, { key: key, client_secret: clientSecret });
    }

    /** An intent's next action (3DS) run, then the intent as Stripe says it ends: `{ paymentIntent }` / `{ setupIntent }`, or `{ error }`. */
    function settle(kind, intent, key) {
      var name = kind === 'payment' ? 'paymentIntent' : 'setupIntent';
      var waiting = intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'use_stripe_sdk';
      var checked = waiting
        ? runCheck(kind, intent.id, intent.client_secret, key).then(function () {
            return readIntent(kind, intent.client_secret, key);
          })
        : Promise.resolve({ status: 200, body: intent });
      return checked.then(function (answer) {
        var ended = answer.body;
        if (ended.error) return { error: ended.error };
        if (ended.status === 'succeeded' || ended.status === 'processing' || ended.status === 'requires_capture') return { [name]: ended };
        var failure = ended.last_payment_error || ended.last_setup_error || {
          type: 'invalid_request_error',
          code: kind + '_intent_unexpected_state',
          message: 'The ' + kind + ' intent was not confirmed.',
        };
        return { error: assign({}, failure, { [kind + '_intent']: ended }) };
      });
    }

    function Element(elements, type) {
      var id = 'card-' + (nextId += 1);
      var handlers = {};
      var frame = null;
      var inputs = null;
      var wrapper = null;
      var pending = {};
      var requests = 0;
      var element = this;
      var lastEvent = { elementType: type, empty: true, complete: false, brand: 'unknown', value: {} };

      function emit(name, payload) {
        (handlers[name] || []).slice().forEach(function (handler) {
          handler(payload);
        });
      }
      function onMessage(event) {
        var data = event.data || {};
        if (!frame || event.source !== frame.contentWindow || !data[MESSAGE] || data.id !== id) return;
        if (data.type === 'ready') emit('ready', element);
        else if (data.type === 'change') {
          lastEvent = data.event;
          emit('change', data.event);
        } else if (data.type === 'answer' && pending[data.requestId]) {
          pending[data.requestId](data.answer);
          delete pending[data.requestId];
        }
      }

      this.elementType = type;
      this.on = function (name, handler) {
        (handlers[name] = handlers[name] || []).push(handler);
        return element;
      };
      this.once = function (name, handler) {
        var once = function (payload) {
          element.off(name, once);
          handler(payload);
        };
        return element.on(name, once);
      };
      this.off = function (name, handler) {
        handlers[name] = (handlers[name] || []).filter(function (candidate) {
          return handler && candidate !== handler;
        });
        return element;
      };
      this.update = function () {
        return element;
      };
      this.focus = function () {
        if (inputs) inputs.number.focus();
        else if (frame && frame.contentWindow) frame.contentWindow.postMessage({ [MESSAGE]: true, id: id, type: 'focus' }, '*');
        return element;
      };
      this.blur = function () {
        return element;
      };
      this.clear = function () {
        if (inputs)
          ['number', 'expiry', 'cvc'].forEach(function (name) {
            inputs[name].value = '';
          });
        else if (frame && frame.contentWindow) frame.contentWindow.postMessage({ [MESSAGE]: true, id: id, type: 'clear' }, '*');
        return element;
      };
      this.mount = function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('Stripe.js fake: nothing to mount the ' + type + ' element on.');
        wrapper = document.createElement('div');
        wrapper.className = 'StripeElement';
        frame = document.createElement('iframe');
        frame.name = '__privateStripeFrame' + (nextId += 1);
        frame.title = 'Secure card payment input frame';
        frame.setAttribute('allowtransparency', 'true');
        frame.style.cssText = 'border:0;width:100%;height:24px;display:block;';
        wrapper.appendChild(frame);
        node.appendChild(wrapper);
        if (framed) {
          window.addEventListener('message', onMessage);
          frame.src = FRAME_ORIGIN + CARD_FRAME_PATH + '#' + form({ id: id, origin: window.location.origin });
        } else {
          // A frame of the page's own (the stories): its document is written here.
          var doc = frame.contentDocument;
          if (!doc.body) doc.write('<!doctype html><html><body></body></html>');
          inputs = renderCardInputs(frame.contentDocument, function (card) {
            lastEvent = changeEvent(card);
            emit('change', lastEvent);
          });
          setTimeout(function () {
            emit('ready', element);
          }, 0);
        }
        return element;
      };
      this.unmount = function () {
        window.removeEventListener('message', onMessage);
        if (wrapper) wrapper.remove();
        wrapper = null;
        frame = null;
        inputs = null;
        return element;
      };
      this.destroy = function () {
        element.unmount();
        elements._forget(type);
        return element;
      };
      /** Asks the card's side (its frame) to act on the card; the page never holds the card. */
      this._ask = function (request) {
        if (inputs) return cardRequest(inputs, request);
        if (!frame || !frame.contentWindow) return Promise.resolve({ status: 400, body: { error: { type: 'validation_error', code: 'element_not_mounted', message: 'The card field is not mounted.' } } });
        return new Promise(function (resolve) {
          var requestId = 'r' + (requests += 1);
          pending[requestId] = resolve;
          frame.contentWindow.postMessage(assign({ [MESSAGE]: true, id: id, requestId: requestId }, request), '*');
        });
      };
      this._state = function () {
        return lastEvent;
      };
    }

    function Elements(stripe) {
      var created = {};
      var elements = this;
      this.create = function (type) {
        if (type !== 'card') throw new Error('Stripe.js fake: only the card element is made here, not ' + type + '.');
        if (created[type]) throw new Error('Can only create one Element of type ' + type + '.');
        created[type] = new Element(elements, type);
        return created[type];
      };
      this.getElement = function (type) {
        var name = typeof type === 'string' ? type : type && type.__elementType;
        return created[name] || null;
      };
      this.update = function () {
        return elements;
      };
      this.fetchUpdates = function () {
        return Promise.resolve({});
      };
      this.submit = function () {
        return Promise.resolve({});
      };
      this._forget = function (type) {
        delete created[type];
      };
      this._stripe = stripe;
    }

    function cardOf(value, elements) {
      if (value && typeof value._ask === 'function') return value;
      return elements ? elements.getElement('card') : null;
    }

    function createStripe(key) {
      if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) throw new Error('Invalid value for Stripe(): apiKey should be a publishable key.');
      var stripe = {
        _apiKey: key,
        _registerWrapper: function () {},
        registerAppInfo: function () {},
        elements: function () {
          return new Elements(stripe);
        },
        createPaymentMethod: function (params) {
          var card = cardOf(params && params.card, params && params.elements);
          if (!card || (params.type && params.type !== 'card')) return Promise.resolve({ error: { type: 'integration_error', message: 'Stripe.js fake: a card element is needed.' } });
          return card._ask({ type: 'createPaymentMethod', key: key, billing: params.billing_details || (params.params && params.params.billing_details) }).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : { paymentMethod: answer.body };
          });
        },
        handleNextAction: function (params) {
          var clientSecret = params && params.clientSecret;
          var kind = String(clientSecret).indexOf('seti_') === 0 ? 'setup' : 'payment';
          return readIntent(kind, clientSecret, key).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : settle(kind, answer.body, key);
          });
        },
        confirmCardSetup: function (clientSecret, data) {
          var method = data && data.payment_method;
          if (typeof method === 'string') {
            var setupId = String(clientSecret).split('_secret_')[0];
            return api('POST', '/v1/setup_intents/' + setupId + '/confirm', { key: key, client_secret: clientSecret, payment_method: method }).then(function (answer) {
              return answer.body.error ? { error: answer.body.error } : settle('setup', answer.body, key);
            });
          }
          var card = cardOf(method && method.card);
          if (!card) return Promise.resolve({ error: { type: 'integration_error', message: 'Stripe.js fake: a card element is needed.' } });
          return card._ask({ type: 'confirmCardSetup', key: key, clientSecret: clientSecret, billing: method.billing_details }).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : settle('setup', answer.body, key);
          });
        },
        confirmSetup: function (params) {
          var card = cardOf(null, params && params.elements);
          if (!card) return Promise.resolve({ error: { type: 'integration_error', message: 'Stripe.js fake: a card element is needed.' } });
          var billing = params.confirmParams && params.confirmParams.payment_method_data && params.confirmParams.payment_method_data.billing_details;
          return card._ask({ type: 'confirmCardSetup', key: key, clientSecret: params.clientSecret, billing: billing }).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : settle('setup', answer.body, key);
          });
        },
        retrievePaymentIntent: function (clientSecret) {
          return readIntent('payment', clientSecret, key).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : { paymentIntent: answer.body };
          });
        },
        retrieveSetupIntent: function (clientSecret) {
          return readIntent('setup', clientSecret, key).then(function (answer) {
            return answer.body.error ? { error: answer.body.error } : { setupIntent: answer.body };
          });
        },
        // What Stripe.js also has and the app does not call: answered as Stripe would refuse a missing integration.
        createToken: function () {
          return Promise.resolve({ error: { type: 'integration_error', message: 'Stripe.js fake: tokens are not made here.' } });
        },
        confirmCardPayment: function () {
          return Promise.resolve({ error: { type: 'integration_error', message: 'Stripe.js fake: payments are confirmed on the server here.' } });
        },
      };
      return stripe;
    }

    function Stripe(key, options) {
      return createStripe(key, options);
    }
    Stripe.version = 'endive';
    window.Stripe = Stripe;
  }

  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (window.location.origin === FRAME_ORIGIN && window.location.pathname === CARD_FRAME_PATH) runCardFrame();
  else if (window.location.origin === HOOKS_ORIGIN && window.location.pathname === CHECK_FRAME_PATH) runCheckFrame();
  else runPage();
})();
