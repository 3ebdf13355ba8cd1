import { COMPONENTS_SCRIPT } from './library/script.js'
import { LAYOUT_SCRIPT } from './layout-script.js'
import { CODE_SCRIPT } from './code-script.js'
import { NAVIGATION_SCRIPT } from './shared-nav.js'

/**
 * The preview's only script (`_docslint/script.js`): the mode toggle, the version dropdown, tabs, copy buttons,
 * the phone menu, in-page links to the author's own ids and the GitHub star count. The page opens in the right
 * mode before it paints (an inline script in `<head>`, see layout.ts); everything else works without
 * this file, all tabs but the first hidden. The star count is the one request to another host, and a failed one leaves a plain link.
 */
export const SCRIPT = NAVIGATION_SCRIPT + `(function () {
  'use strict'
  var root = document.documentElement
  function store(key, value) { try { localStorage.setItem(key, value) } catch (error) {} }
  function stored(key) { try { return localStorage.getItem(key) } catch (error) { return null } }
  function all(selector, within) { return Array.prototype.slice.call((within || document).querySelectorAll(selector)) }

  var toggle = document.querySelector('.mode-toggle')
  if (toggle) toggle.addEventListener('click', function () {
    var mode = root.classList.contains('dark') ? 'light' : 'dark'
    root.classList.toggle('dark', mode === 'dark')
    root.dataset.mode = mode
    store('docslint:mode', mode)
  })

  var select = document.querySelector('.version-select')
  function showVersion(version) {
    root.dataset.version = version
    all('body [data-version]').forEach(function (element) { element.hidden = element.getAttribute('data-version') !== version })
    if (select) select.value = version
  }
  // The select holds the page's version; the shared file lists them all, each with its href from the output root.
  var versions = window.docslintVersions || []
  if (select && versions.length) {
    var prefix = select.getAttribute('data-root') || ''
    select.textContent = ''
    versions.forEach(function (choice) {
      var option = new Option(choice[0], choice[0])
      if (choice[1] !== null) option.setAttribute('data-href', prefix + choice[1])
      select.appendChild(option)
    })
  }
  var pageVersion = document.body.getAttribute('data-page-version')
  if (pageVersion) store('docslint:version', pageVersion)
  // A page of a version opens with it, any other with the version chosen last; the first when that is not listed.
  var names = versions.map(function (choice) { return choice[0] })
  var wanted = pageVersion || stored('docslint:version')
  if (select && names.length) showVersion(names.indexOf(wanted) >= 0 ? wanted : names[0])
  if (select) select.addEventListener('change', function () {
    var version = select.value
    store('docslint:version', version)
    var option = select.options[select.selectedIndex]
    var target = option && option.getAttribute('data-href')
    if (pageVersion && pageVersion !== version && target) { window.location.href = target; return }
    showVersion(version)
  })

  // Tabs: a click or the arrow keys (Home, End too) select a tab; only the selected one is in the tab order. These
  // are the preview's own tabs (code groups and examples: [data-tabs]); the component library's <Tabs> are
  // islands, hydrated by islands.js (src/preview/browser/islands.ts). Each group keeps its choose on its element
  // (docslintChoose), for code-script.ts to keep tabs of the same label in step.
  function tabGroup(element, tabs, panels, mark) {
    function choose(index) {
      tabs.forEach(function (tab, at) {
        tab.setAttribute('aria-selected', String(at === index))
        tab.tabIndex = at === index ? 0 : -1
        mark(tab, panels[at], at === index)
      })
    }
    element.docslintChoose = choose
    tabs.forEach(function (tab, index) {
      tab.addEventListener('click', function () { choose(index) })
      tab.addEventListener('keydown', function (event) {
        var keys = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
        if (!(event.key in keys)) return
        event.preventDefault()
        var next = (keys[event.key] + tabs.length) % tabs.length
        choose(next)
        tabs[next].focus()
      })
    })
  }
  all('[data-tabs]').forEach(function (group) {
    tabGroup(group, all(':scope > .tab-list > .tab', group), all(':scope > .tab-panel', group), function (tab, panel, shown) {
      if (panel) panel.hidden = !shown
    })
  })

  all('.code-block .copy').forEach(function (button) {
    button.addEventListener('click', function () {
      var pre = button.closest('.code-block').querySelector('pre')
      if (!pre || !navigator.clipboard) return
      navigator.clipboard.writeText(pre.innerText).then(function () {
        button.classList.add('copied')
        setTimeout(function () { button.classList.remove('copied') }, 1500)
      }, function () {})
    })
  })

  var menu = document.querySelector('.menu-toggle')
  if (menu) menu.addEventListener('click', function () {
    var open = document.body.classList.toggle('nav-open')
    menu.setAttribute('aria-expanded', String(open))
  })

  // The author's own ids carry the prefix user-content- (against DOM clobbering): a link to #x finds user-content-x.
  function showTarget() {
    var id
    try { id = decodeURIComponent(location.hash.slice(1)) } catch (error) { return }
    var target = id && !document.getElementById(id) && document.getElementById('user-content-' + id)
    if (target) target.scrollIntoView()
  }
  window.addEventListener('hashchange', showTarget)
  showTarget()

  var github = document.querySelector('[data-github-repo]')
  if (github && window.fetch) {
    fetch('https://api.github.com/repos/' + github.getAttribute('data-github-repo'))
      .then(function (response) { return response.ok ? response.json() : null })
      .then(function (data) {
        if (!data || typeof data.stargazers_count !== 'number') return
        var count = data.stargazers_count
        github.querySelector('.star-count').textContent = count >= 1000 ? (count / 1000).toFixed(1).replace(/\\.0$/, '') + 'k' : String(count)
        github.querySelector('.stars').hidden = false
      })
      .catch(function () {})
  }
})()
` + LAYOUT_SCRIPT + CODE_SCRIPT + COMPONENTS_SCRIPT
