/**
 * The playground's script (`_docslint/playground.js`), loaded only by pages with a playground. On Send it
 * builds the request from the form (base URL + path with its parameters filled in, query parameters that have
 * a value, headers, the credential, the body), sends it with `fetch` from the reader's browser, and shows the
 * status, the time it took, the response headers and the body (JSON indented); the URL above the form and the
 * base URL in the request examples follow the base URL chosen. A form body (`multipart/form-data`,
 * `application/x-www-form-urlencoded`) is sent as FormData (files included; the browser writes the boundary)
 * or URLSearchParams. Browsers forbid a page to set the `Cookie` header: a request with a cookie value typed
 * is sent with `credentials: 'include'` (the browser's own cookies for the API's site), and the answer says
 * that the typed values were not sent. A request the browser refuses (no answer, or one the server's CORS
 * headers do not allow this page to read) says so.
 *
 * The credential is for the site's API: its base URLs and its specs' servers (the form's `data-api-urls`; a
 * relative one is this page's origin). A page's `api:` may name any URL, so a request to another origin shows
 * that origin beside Send, and one with a credential typed asks first: the reader sends it there (agreed once
 * per origin while the page is open) or sends the request without it.
 */
export const PLAYGROUND_SCRIPT = `(function () {
  'use strict'
  function all(selector, within) { return Array.prototype.slice.call(within.querySelectorAll(selector)) }
  function value(input) { return input ? input.value.trim() : '' }

  function credential(form, headers, query) {
    var bearer = form.querySelector('[data-auth="bearer"]')
    if (value(bearer)) headers.Authorization = /^bearer\\s/i.test(value(bearer)) ? value(bearer) : 'Bearer ' + value(bearer)
    var user = form.querySelector('[data-auth="basic-user"]')
    var pass = form.querySelector('[data-auth="basic-pass"]')
    if (value(user) || value(pass)) headers.Authorization = 'Basic ' + btoa(unescape(encodeURIComponent(value(user) + ':' + (pass ? pass.value : ''))))
    var key = form.querySelector('[data-auth="key"]')
    if (value(key)) {
      if (key.getAttribute('data-in') === 'query') query.push([key.getAttribute('data-name'), value(key)])
      else headers[key.getAttribute('data-name')] = value(key)
    }
  }

  function hasCredential(form) {
    var headers = {}
    var query = []
    credential(form, headers, query)
    return Object.keys(headers).length > 0 || query.length > 0
  }

  function request(form, withCredential) {
    var base = value(form.querySelector('.pg-base')).replace(/\\/+$/, '')
    var path = form.getAttribute('data-path')
    var headers = {}
    var query = []
    var cookies = false
    all('.pg-param', form).forEach(function (input) {
      var name = input.getAttribute('data-name')
      var where = input.getAttribute('data-in')
      if (where === 'path') path = path.split('{' + name + '}').join(encodeURIComponent(value(input)))
      else if (!value(input)) return
      else if (where === 'query') query.push([name, value(input)])
      else if (where === 'header') headers[name] = value(input)
      else if (where === 'cookie') cookies = true
    })
    if (withCredential) credential(form, headers, query)
    var method = form.getAttribute('data-method')
    var init = { method: method, headers: headers }
    if (cookies) init.credentials = 'include'
    var canHaveBody = method !== 'GET' && method !== 'HEAD'
    var fields = form.querySelector('.pg-form')
    var body = form.querySelector('.pg-body-input')
    if (fields && canHaveBody) init.body = formBody(fields)
    else if (body && body.value.trim() && canHaveBody) {
      headers['Content-Type'] = body.getAttribute('data-content-type')
      init.body = body.value
    }
    var search = query.map(function (pair) { return encodeURIComponent(pair[0]) + '=' + encodeURIComponent(pair[1]) }).join('&')
    return { url: base + path + (search ? (path.indexOf('?') >= 0 ? '&' : '?') + search : ''), init: init, cookies: cookies }
  }

  // multipart/form-data: FormData, whose boundary the browser writes into Content-Type; otherwise URLSearchParams.
  function formBody(fields) {
    var multipart = (fields.getAttribute('data-content-type') || '').toLowerCase().indexOf('multipart/') === 0
    var body = multipart ? new FormData() : new URLSearchParams()
    all('.pg-field', fields).forEach(function (input) {
      var name = input.getAttribute('data-name')
      if (input.type === 'file') {
        for (var i = 0; i < input.files.length; i++) {
          if (multipart) body.append(name, input.files[i], input.files[i].name)
        }
      } else if (value(input)) body.append(name, input.value)
    })
    return body
  }

  function show(form, status, time, headers, body, failed, note) {
    var result = form.querySelector('.pg-result')
    result.hidden = false
    var shownNote = form.querySelector('.pg-result-note')
    shownNote.hidden = !note
    shownNote.textContent = note || ''
    result.classList.toggle('pg-failed', Boolean(failed))
    form.querySelector('.pg-status').textContent = status
    form.querySelector('.pg-time').textContent = time
    form.querySelector('.pg-headers').textContent = headers
    form.querySelector('.pg-body').textContent = body
  }

  function originOf(url) { try { return new URL(url, location.href).origin } catch (error) { return '' } }
  function hostOf(url) { try { return new URL(url, location.href).host } catch (error) { return url } }

  function apiOrigins(form) {
    try { return JSON.parse(form.getAttribute('data-api-urls') || '[]').map(originOf) } catch (error) { return [] }
  }

  // The origins the reader agreed to send the credential to, while the page is open. Kept in memory, not in the
  // browser's storage: a site's own HTML file opened from a link (or any file:// page) shares that storage, and
  // could agree in the reader's place.
  var agreed = []

  function pretty(text) {
    try { return JSON.stringify(JSON.parse(text), null, 2) } catch (error) { return text }
  }

  all('form.playground', document).forEach(function (form) {
    var button = form.querySelector('.pg-send')
    var destination = form.querySelector('.pg-destination')
    var consent = form.querySelector('.pg-consent')
    var yes = consent.querySelector('.pg-consent-yes')
    var no = consent.querySelector('.pg-consent-no')
    var api = apiOrigins(form)
    var asked = ''
    // The request's URL, and its origin when that is not the API's ('' when it is).
    function target() { return request(form, false).url }
    function foreign(url) { var origin = originOf(url); return api.indexOf(origin) < 0 ? origin : '' }
    function showDestination() {
      var url = target()
      destination.hidden = !foreign(url)
      destination.textContent = foreign(url) ? 'Sends to ' + hostOf(url) : ''
      consent.hidden = true
    }
    showDestination()
    // The URL above the form and the request examples show the base URL chosen.
    var chooser = form.querySelector('select.pg-base')
    if (chooser) chooser.addEventListener('change', function () {
      var base = chooser.value.replace(/\\/+$/, '')
      all('.endpoint-base, .example-base-url', document).forEach(function (element) { element.textContent = base })
      showDestination()
    })
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      sendOrAsk()
    })
    // Agreeing sends only if the request still goes where the reader agreed to (else it asks again).
    yes.addEventListener('click', function () {
      agreed.push(asked)
      sendOrAsk()
    })
    no.addEventListener('click', function () { send(false) })

    function sendOrAsk() {
      var url = target()
      var origin = foreign(url)
      if (!origin || agreed.indexOf(origin) >= 0 || !hasCredential(form)) return send(true)
      asked = origin
      consent.querySelector('p').textContent = 'Your credential would go to ' + hostOf(url) + ', which is not a server this documentation names for its API.'
      yes.textContent = 'Send the credential to ' + hostOf(url)
      consent.hidden = false
      no.focus()
    }

    function send(withCredential) {
      consent.hidden = true
      var sent = request(form, withCredential)
      var started = performance.now()
      button.disabled = true
      var notes = []
      if (!withCredential) notes.push('The credential typed was not sent.')
      if (sent.cookies) notes.push("The cookie values typed were not sent: browsers do not let a page set the Cookie header. The request was sent with credentials: 'include', so it carried the cookies your browser holds for the API's site.")
      var note = notes.join(' ')
      fetch(sent.url, sent.init).then(function (response) {
        return response.text().then(function (text) {
          var lines = []
          response.headers.forEach(function (headerValue, name) { lines.push(name + ': ' + headerValue) })
          var time = Math.round(performance.now() - started) + ' ms'
          show(form, response.status + (response.statusText ? ' ' + response.statusText : ''), time, lines.join('\\n'), pretty(text), !response.ok, note)
        })
      }).catch(function (error) {
        var time = Math.round(performance.now() - started) + ' ms'
        show(form, 'No answer', time, '', 'The request to ' + sent.url + ' failed: ' + error.message + '. The server may be unreachable, or its CORS headers may not allow requests from this page' + (sent.cookies ? ' with credentials' : '') + '.', true, note)
      }).then(function () { button.disabled = false })
    }
  })
})()
`
