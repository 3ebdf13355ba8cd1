/**
 * The search script (`_docslint/search.js`): opens the top bar's search box with Ctrl/Cmd+K or `/`, loads
 * MiniSearch and the index of the page's scope with script tags as they are needed (so it works from `file://`
 * and under any sub-path: all are found beside this script), and lists results (page title and section) that
 * the arrow keys, Enter and Escape work through. Result links are made relative to this script's own URL.
 *
 * A scope's index comes in shards (src/preview/search/index-file.ts): the meta when the box is first focused,
 * then for each query the term shards of its words and the stored sections of its first results. A query
 * whose scope has nothing looks in the other scopes, and shows what they have under their label.
 */
import { termKey } from './compact-index.js'
import { miniSearchJson, SEARCH_CALLBACK, SEARCH_FOLDER, searchTerm, shardOfKey } from './index-file.js'

export const SEARCH_SCRIPT = `(function () {
  'use strict'
  var box = document.querySelector('.search')
  var input = box && box.querySelector('.search-input')
  var list = box && box.querySelector('.search-results')
  var status = box && box.querySelector('.search-status')
  var self = document.currentScript
  if (!box || !input || !list || !self) return
  var base = self.src.replace(/_docslint\\/search\\.js([?#].*)?$/, '')
  box.hidden = false
  if (/Mac|iPhone|iPad/.test(navigator.platform || '')) box.querySelector('.search-key').textContent = '\\u2318K'

  // The same processTerm as the index was built with, and the readers of its shards (src/preview/search/index-file.ts).
  var searchTerm = ${searchTerm.toString()}
  var miniSearchJson = ${miniSearchJson.toString()}
  var shardOfKey = ${shardOfKey.toString()}
  var termKey = ${termKey.toString()}
  var results = []
  var active = -1

  // Each file of the index calls this with its name and data; what waits for a file is called back then.
  var received = {}
  var waiting = {}
  window.${SEARCH_CALLBACK} = function (name, data) {
    received[name] = data
    var callbacks = waiting[name] || []
    delete waiting[name]
    callbacks.forEach(function (callback) { callback() })
  }

  function loadScript(src, done) {
    var script = document.createElement('script')
    script.src = base + src
    script.onload = done
    script.onerror = function () { status.textContent = 'Search could not be loaded.' }
    document.head.appendChild(script)
  }

  var miniSearch = null
  function withMiniSearch(done) {
    if (miniSearch) return miniSearch.push ? miniSearch.push(done) : done()
    miniSearch = [done]
    loadScript('_docslint/minisearch.js', function () {
      var callbacks = miniSearch
      miniSearch = true
      callbacks.forEach(function (callback) { callback() })
    })
  }

  /** Loads the named files of the index (those not loaded yet), then calls done. */
  function loadParts(names, done) {
    var left = 1
    function one() { if (--left === 0) done() }
    names.forEach(function (name) {
      if (received[name]) return
      left++
      if (waiting[name]) { waiting[name].push(one); return }
      waiting[name] = [one]
      loadScript('${SEARCH_FOLDER}/' + name + '.js', function () {})
    })
    withMiniSearch(one)
  }

  /** A scope's index: its meta, the term shards loaded so far, and MiniSearch over them (made again when a shard comes). */
  function Scope(folder, label) {
    this.folder = folder
    this.label = label
    this.shards = {}
    this.entries = []
    this.engine = null
  }
  Scope.prototype.meta = function () { return received[this.folder + '/meta'] }
  Scope.prototype.terms = function (query) {
    var meta = this.meta()
    var stopWords = {}
    meta.stopWords.forEach(function (word) { stopWords[word] = true })
    return window.MiniSearch.getDefault('tokenize')(query).map(function (token) { return searchTerm(token, stopWords) }).filter(Boolean)
  }
  Scope.prototype.search = function (query, done) {
    var scope = this
    loadParts([scope.folder + '/meta'], function () {
      var meta = scope.meta()
      var shards = scope.terms(query).map(function (term) { return scope.folder + '/t' + shardOfKey(termKey(term), meta.shards) })
      loadParts(shards, function () {
        scope.take(shards)
        var found = scope.find(query)
        var chunks = found.map(function (result) { return scope.folder + '/s' + Math.floor(result.id / meta.chunk) })
        loadParts(chunks, function () { done(found.map(function (result) { return scope.result(result) })) })
      })
    })
  }
  Scope.prototype.take = function (shards) {
    var scope = this
    var added = false
    shards.forEach(function (name) {
      if (scope.shards[name]) return
      scope.shards[name] = true
      scope.entries = scope.entries.concat(received[name])
      added = true
    })
    if (!added && scope.engine) return
    var meta = scope.meta()
    var stopWords = {}
    meta.stopWords.forEach(function (word) { stopWords[word] = true })
    var options = Object.assign({}, meta.options, { processTerm: function (term) { return searchTerm(term, stopWords) } })
    scope.engine = window.MiniSearch.loadJS(miniSearchJson(meta, scope.entries), options)
    // Each section's page, from the number of sections of each page.
    scope.pageOf = []
    meta.pages.forEach(function (page, at) { for (var i = 0; i < page[2]; i++) scope.pageOf.push(at) })
  }
  Scope.prototype.find = function (query) {
    var all = this.engine.search(query, Object.assign({ combineWith: 'AND' }, searchOptions))
    if (all.length === 0) all = this.engine.search(query, searchOptions)
    return all.slice(0, 20)
  }
  Scope.prototype.result = function (result) {
    var meta = this.meta()
    var page = meta.pages[this.pageOf[result.id]]
    var stored = received[this.folder + '/s' + Math.floor(result.id / meta.chunk)][result.id % meta.chunk]
    return { title: page[0], heading: stored[0] || undefined, href: page[1] + (stored[1] ? '#' + encodeURIComponent(stored[1]) : ''), scope: this }
  }

  var here = new Scope(box.getAttribute('data-scope') || '0', '')
  var scopes = null
  /** The other scopes of the site, from the meta of this one. */
  function others() {
    if (!scopes) scopes = (here.meta().scopes || []).filter(function (scope) { return scope[0] !== here.folder }).map(function (scope) { return new Scope(scope[0], scope[1]) })
    return scopes
  }

  /** The results of this scope; when it has none, those of the other scopes, under their labels. */
  function searchAll(query, done) {
    here.search(query, function (found) {
      if (found.length > 0) return done(found)
      var rest = others()
      var all = []
      var left = rest.length
      if (left === 0) return done([])
      rest.forEach(function (scope, at) {
        scope.search(query, function (more) {
          all[at] = more
          if (--left === 0) done([].concat.apply([], all).slice(0, 20))
        })
      })
    })
  }

  // A word of one letter is matched whole: its shard holds that term, not every term it begins.
  var searchOptions = {
    prefix: function (term) { return term.length > 1 },
    fuzzy: function (term) { return term.length > 3 ? 0.2 : false },
    boost: { title: 3, heading: 2 }
  }

  function option(result, index) {
    var link = document.createElement('a')
    link.className = 'search-result'
    link.id = 'search-result-' + index
    link.setAttribute('role', 'option')
    link.setAttribute('aria-selected', 'false')
    link.href = new URL(result.href, base).href
    var title = document.createElement('span')
    title.className = 'search-result-title'
    title.textContent = result.title
    link.appendChild(title)
    if (result.heading) {
      var section = document.createElement('span')
      section.className = 'search-result-section'
      section.textContent = result.heading
      link.appendChild(section)
    }
    if (result.scope !== here && result.scope.label) {
      var label = document.createElement('span')
      label.className = 'search-result-scope'
      label.textContent = result.scope.label
      link.appendChild(label)
    }
    link.addEventListener('mousemove', function () { select(index) })
    return link
  }

  function show() {
    list.textContent = ''
    results.forEach(function (result, index) { list.appendChild(option(result, index)) })
    if (results.length === 0) {
      var empty = document.createElement('p')
      empty.className = 'search-empty'
      empty.textContent = 'No results'
      list.appendChild(empty)
    }
    list.hidden = false
    input.setAttribute('aria-expanded', 'true')
    status.textContent = results.length === 0 ? 'No results' : results.length + (results.length === 1 ? ' result' : ' results')
    select(results.length > 0 ? 0 : -1)
  }

  function close() {
    list.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }

  function select(index) {
    var options = list.querySelectorAll('.search-result')
    if (active >= 0 && options[active]) options[active].setAttribute('aria-selected', 'false')
    active = index
    if (index < 0 || !options[index]) { input.removeAttribute('aria-activedescendant'); return }
    options[index].setAttribute('aria-selected', 'true')
    options[index].scrollIntoView({ block: 'nearest' })
    input.setAttribute('aria-activedescendant', options[index].id)
  }

  function update() {
    var query = input.value.trim()
    if (!query) { results = []; close(); status.textContent = ''; return }
    searchAll(query, function (found) {
      if (input.value.trim() !== query) return
      results = found
      show()
    })
  }

  input.addEventListener('input', update)
  input.addEventListener('focus', function () { loadParts([here.folder + '/meta'], function () {}); if (input.value.trim()) update() })
  input.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (list.hidden) { update(); return }
      if (results.length === 0) return
      var step = event.key === 'ArrowDown' ? 1 : -1
      select((active + step + results.length) % results.length)
    } else if (event.key === 'Enter') {
      var chosen = list.querySelectorAll('.search-result')[active < 0 ? 0 : active]
      if (!list.hidden && chosen) { event.preventDefault(); window.location.href = chosen.href; close() }
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (!list.hidden) close()
      else { input.value = ''; input.blur() }
    }
  })
  document.addEventListener('click', function (event) { if (!box.contains(event.target)) close() })

  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  }
  document.addEventListener('keydown', function (event) {
    var shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'k' || event.key === 'K')
    if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target))) {
      event.preventDefault()
      document.body.classList.remove('nav-open')
      input.focus()
      input.select()
    }
  })
})()
`
