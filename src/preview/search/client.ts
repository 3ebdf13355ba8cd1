/**
 * The search script (`_docslint/search.js`): opens the top bar's search box with Ctrl/Cmd+K or `/`, loads
 * MiniSearch and the index with script tags the first time it is used (so it works from `file://` and under any
 * sub-path: both are found beside this script), and lists results (page title and section) that the arrow keys,
 * Enter and Escape work through. Result links are made relative to this script's own URL.
 */
import { expandIndex, searchTerm } from './index-file.js'

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

  var engine = null
  var pages = []
  // The same processTerm as the index was built with, and the reader of its compact form (src/preview/search/index-file.ts).
  var searchTerm = ${searchTerm.toString()}
  var expandIndex = ${expandIndex.toString()}
  var waiting = null
  var results = []
  var active = -1

  function loadScript(src, done) {
    var script = document.createElement('script')
    script.src = base + src
    script.onload = done
    script.onerror = function () { status.textContent = 'Search could not be loaded.'; waiting = null }
    document.head.appendChild(script)
  }

  function withEngine(done) {
    if (engine) return done()
    if (waiting) { waiting.push(done); return }
    waiting = [done]
    loadScript('_docslint/minisearch.js', function () {
      loadScript('_docslint/search-index.js', function () {
        var data = window.docslintSearchIndex
        var stopWords = {}
        data.stopWords.forEach(function (word) { stopWords[word] = true })
        var options = Object.assign({}, data.options, { processTerm: function (term) { return searchTerm(term, stopWords) } })
        engine = window.MiniSearch.loadJS(expandIndex(data.index), options)
        pages = data.pages
        var callbacks = waiting
        waiting = null
        callbacks.forEach(function (callback) { callback() })
      })
    })
  }

  var searchOptions = {
    prefix: true,
    fuzzy: function (term) { return term.length > 3 ? 0.2 : false },
    boost: { title: 3, heading: 2 }
  }

  function find(query) {
    var all = engine.search(query, Object.assign({ combineWith: 'AND' }, searchOptions))
    if (all.length === 0) all = engine.search(query, searchOptions)
    return all.slice(0, 20).map(function (result) {
      var page = pages[result.page]
      return { title: page[0], heading: result.heading, href: page[1] + (result.slug ? '#' + encodeURIComponent(result.slug) : '') }
    })
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
    withEngine(function () {
      if (input.value.trim() !== query) return
      results = find(query)
      show()
    })
  }

  input.addEventListener('input', update)
  input.addEventListener('focus', function () { withEngine(function () {}); if (input.value.trim()) update() })
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
