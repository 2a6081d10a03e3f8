/*
 * A local stand-in for MercadoPago.js (https://sdk.mercadopago.com/js/v2), for the browser tests: they
 * serve it in place of Mercado Pago's script (Playwright routes sdk.mercadopago.com to it, and
 * api.mercadopago.com to the server-side fake, apps/church-api/src/modules/payments/test/mercadopago-fake.ts),
 * so the app's code cannot tell. It does what the app calls, the way Mercado Pago's secure fields do:
 *
 * - `new MercadoPago(publicKey, { locale })`, `mp.fields.create(type, { placeholder, srLabel })` for
 *   `cardNumber`, `expirationDate` and `securityCode`, `field.mount(containerId)`, `field.on(event, callback)`
 *   (`ready`, `validityChange` with `errorMessages`) and `field.unmount()`: each field is an input inside a
 *   frame of its own served from sdk.mercadopago.com, as Mercado Pago's are, so the page's script never
 *   reads the card;
 * - `mp.fields.createCardToken({ cardholderName, identificationType, identificationNumber })`: the card
 *   number's frame reads its sibling frames (same origin), sends the card to api.mercadopago.com
 *   (POST /v1/card_tokens?public_key=…) and answers the token (`{ id, … }`); a card Mercado Pago refuses as
 *   typed rejects with the list of its causes (`[{ code, description }]`), a network failure with an Error.
 *
 * Imported by a story instead (not loaded from sdk.mercadopago.com), each field is an input in the page
 * itself, and the card goes to https://api.mercadopago.com all the same (a story's request handlers answer).
 */
(function mercadoPagoJsFake() {
  var ORIGIN = 'https://sdk.mercadopago.com';
  var API = 'https://api.mercadopago.com';
  var FRAME_PATH = '/fake/secure-field.html';
  var MESSAGE = '__mercadoPagoJsFake';

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

  /** What Mercado Pago's field says of a value as typed (its causes and messages). */
  function problemsOf(type, value) {
    var typed = digits(value);
    if (!typed) return [];
    if (type === 'cardNumber') {
      if (typed.length < 13 || typed.length > 19) return [{ cause: 'invalid_length', message: "cardNumber should be of length between '9' and '18'." }];
      if (!luhn(typed)) return [{ cause: 'invalid_value', message: 'card number rejected on Luhn Validation.' }];
    }
    if (type === 'securityCode' && (typed.length < 3 || typed.length > 4)) return [{ cause: 'invalid_length', message: "securityCode should be of length '3'." }];
    if (type === 'expirationDate') {
      var month = Number(typed.slice(0, 2));
      if (typed.length !== 4 && typed.length !== 6) return [{ cause: 'invalid_length', message: "expirationYear should be of length '2' or '4'." }];
      if (month < 1 || month > 12) return [{ cause: 'invalid_value', message: 'expirationMonth should be a value from 1 to 12.' }];
    }
    return [];
  }

  /** Sends a card as typed to Mercado Pago's API, as the fields do: `{ token }`, `{ causes }` (refused as typed) or `{ failure }` (not reached). */
  function tokenise(values, publicKey, nonPciData) {
    var causes = [];
    ['cardNumber', 'expirationDate', 'securityCode'].forEach(function (field) {
      if (!digits(values[field])) causes.push({ code: field === 'cardNumber' ? '205' : field === 'securityCode' ? '224' : '208', description: 'parameter ' + field + ' can not be null/empty' });
      else
        problemsOf(field, values[field]).forEach(function (problem) {
          causes.push({ code: problem.cause, description: problem.message });
        });
    });
    if (causes.length > 0) return Promise.resolve({ causes: causes });
    var expiry = digits(values.expirationDate);
    var card = {
      card_number: digits(values.cardNumber),
      expiration_month: Number(expiry.slice(0, 2)),
      expiration_year: Number(expiry.slice(2)),
      security_code: digits(values.securityCode),
      cardholder: { name: nonPciData.cardholderName, identification: { type: nonPciData.identificationType, number: nonPciData.identificationNumber } },
    };
    // A simple request (text/plain), with no preflight.
    return fetch(API + '/v1/card_tokens?public_key=' + encodeURIComponent(publicKey), { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(card) })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.status === 201) return { token: body };
          return { causes: body.cause && body.cause.length ? body.cause : [{ code: String(response.status), description: body.message || 'refused' }] };
        });
      })
      .catch(function (error) {
        return { failure: String((error && error.message) || error) };
      });
  }

  // ---- Inside a secure field's frame (sdk.mercadopago.com/fake/secure-field.html?type=…).

  /** A secure field's input, telling `tell` of its validity as Mercado Pago's does (on leaving it, and once it is right again). */
  function fieldInput(type, placeholder, label, tell) {
    var input = document.createElement('input');
    input.setAttribute('data-mp-field', type);
    input.setAttribute('aria-label', label || type);
    input.setAttribute('placeholder', placeholder || '');
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('autocomplete', type === 'cardNumber' ? 'cc-number' : type === 'securityCode' ? 'cc-csc' : 'cc-exp');
    input.style.cssText = 'width:100%;box-sizing:border-box;border:0;outline:0;font:16px system-ui,sans-serif;padding:0.25rem;background:transparent';
    input.addEventListener('blur', function () {
      tell({ kind: 'validityChange', errorMessages: problemsOf(type, input.value) });
    });
    input.addEventListener('input', function () {
      if (problemsOf(type, input.value).length === 0) tell({ kind: 'validityChange', errorMessages: [] });
    });
    return input;
  }

  function runField() {
    var query = new URLSearchParams(window.location.search);
    var type = query.get('type') || 'cardNumber';
    var tell = function (message) {
      message[MESSAGE] = true;
      message.field = type;
      window.parent.postMessage(message, '*');
    };
    document.body.style.margin = '0';
    document.body.appendChild(fieldInput(type, query.get('placeholder'), query.get('label'), tell));
    tell({ kind: 'ready' });

    // Only the card number's frame makes tokens: it reads its sibling fields (same origin), never the page.
    window.addEventListener('message', function (event) {
      var data = event.data || {};
      if (event.source !== window.parent || !data[MESSAGE] || data.kind !== 'createCardToken' || type !== 'cardNumber') return;
      var answer = function (reply) {
        reply[MESSAGE] = true;
        reply.kind = 'cardToken';
        reply.id = data.id;
        window.parent.postMessage(reply, '*');
      };
      var values = {};
      for (var index = 0; index < window.parent.frames.length; index += 1) {
        try {
          var sibling = window.parent.frames[index].document.querySelector('input[data-mp-field]');
          if (sibling) values[sibling.getAttribute('data-mp-field')] = sibling.value;
        } catch {
          // Another origin's frame: not one of ours.
        }
      }
      tokenise(values, data.publicKey, data.nonPciData).then(answer);
    });
  }

  // ---- In the page: MercadoPago, its fields and their frames.

  function createMercadoPago(publicKey, inPage) {
    var frames = {};
    var inputs = {};
    var listeners = {};
    var pending = {};
    var nextId = 1;

    window.addEventListener('message', function (event) {
      var data = event.data || {};
      if (event.origin !== ORIGIN || !data[MESSAGE]) return;
      if (data.kind === 'cardToken') {
        var waiting = pending[data.id];
        delete pending[data.id];
        if (!waiting) return;
        if (data.token) waiting.resolve(data.token);
        else if (data.causes) waiting.reject(data.causes);
        else waiting.reject(new Error(data.failure || 'Mercado Pago could not be reached'));
        return;
      }
      emit(data);
    });

    function emit(data) {
      (listeners[data.field + ':' + data.kind] || []).forEach(function (callback) {
        callback({ field: data.field, errorMessages: data.errorMessages });
      });
    }

    function createField(type, options) {
      var settings = options || {};
      var field = {
        mount: function (containerId) {
          var container = document.getElementById(containerId);
          if (!container) throw new Error('MercadoPago.js: no element #' + containerId + ' to mount ' + type + ' in');
          if (inPage) {
            inputs[type] = fieldInput(type, settings.placeholder, settings.srLabel, function (message) {
              message.field = type;
              emit(message);
            });
            container.appendChild(inputs[type]);
            return field;
          }
          var frame = document.createElement('iframe');
          frame.src = ORIGIN + FRAME_PATH + '?type=' + encodeURIComponent(type) + '&placeholder=' + encodeURIComponent(settings.placeholder || '') + '&label=' + encodeURIComponent(settings.srLabel || type);
          frame.title = 'Secure ' + type + ' field';
          frame.setAttribute('name', 'mercadopago-' + type);
          frame.style.cssText = 'width:100%;height:1.75rem;border:0;display:block';
          container.appendChild(frame);
          frames[type] = frame;
          return field;
        },
        unmount: function () {
          if (frames[type]) frames[type].remove();
          if (inputs[type]) inputs[type].remove();
          delete frames[type];
          delete inputs[type];
        },
        on: function (event, callback) {
          var key = type + ':' + event;
          (listeners[key] = listeners[key] || []).push(callback);
          return field;
        },
        update: function () {
          return field;
        },
      };
      return field;
    }

    return {
      fields: {
        create: createField,
        createCardToken: function (nonPciData) {
          if (inPage) {
            var values = {};
            Object.keys(inputs).forEach(function (type) {
              values[type] = inputs[type].value;
            });
            return tokenise(values, publicKey, nonPciData).then(function (reply) {
              if (reply.token) return reply.token;
              if (reply.causes) throw reply.causes;
              throw new Error(reply.failure);
            });
          }
          var frame = frames.cardNumber;
          if (!frame || !frame.contentWindow) return Promise.reject(new Error('MercadoPago.js: the cardNumber field is not mounted'));
          var id = nextId++;
          return new Promise(function (resolve, reject) {
            pending[id] = { resolve: resolve, reject: reject };
            var message = { kind: 'createCardToken', id: id, publicKey: publicKey, nonPciData: nonPciData };
            message[MESSAGE] = true;
            frame.contentWindow.postMessage(message, ORIGIN);
          });
        },
      },
    };
  }

  // Loaded from sdk.mercadopago.com (the browser tests), each field is a frame there; imported by a story, an input in the page.
  var fromMercadoPago = Boolean(document.currentScript && document.currentScript.src.indexOf(ORIGIN) === 0);
  if (window.location.origin === ORIGIN && window.location.pathname === FRAME_PATH) runField();
  else
    window.MercadoPago = function MercadoPago(publicKey) {
      return createMercadoPago(publicKey, !fromMercadoPago);
    };
})();
