/**
 * The browser side of the components the library draws (part of `_docslint/script.js`): the library's own
 * behaviour runs in React, which the preview does not load, so tabs switch, tree folders open and close, and
 * a page's views are chosen here, on the library's markup (its `data-component-part` names and roles).
 */
export const COMPONENTS_SCRIPT = `
;(function () {
  function all(selector, within) { return Array.prototype.slice.call((within || document).querySelectorAll(selector)) }

  // Tabs: a tab's panel shows, the others are hidden (the library's "hidden" class, and aria-hidden).
  all('[data-component-part="tabs-list"]').forEach(function (list) {
    var tabs = all(':scope > [role="tab"]', list)
    var panels = list.nextElementSibling ? all(':scope > [role="tabpanel"]', list.nextElementSibling) : []
    function choose(index) {
      tabs.forEach(function (tab, at) {
        tab.setAttribute('aria-selected', String(at === index))
        tab.tabIndex = at === index ? 0 : -1
        var button = tab.querySelector('[data-component-part="tab-button"]')
        if (button) button.setAttribute('data-active', String(at === index))
      })
      panels.forEach(function (panel, at) {
        panel.classList.toggle('hidden', at !== index)
        panel.setAttribute('aria-hidden', String(at !== index))
      })
    }
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
  })

  // Tree folders open and close on a click, or Enter and Space.
  all('[data-component-part="tree-folder"] > [role="treeitem"]').forEach(function (item) {
    var group = item.parentElement.querySelector(':scope > [role="group"]')
    if (!group) return
    item.tabIndex = 0
    function toggle() {
      var open = item.getAttribute('aria-expanded') !== 'true'
      item.setAttribute('aria-expanded', String(open))
      group.hidden = !open
    }
    item.addEventListener('click', toggle)
    item.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); toggle() }
    })
  })

  // Views: one shows at a time, chosen from a menu put before the first.
  var views = all('.view[data-view]')
  if (views.length > 1) {
    var select = document.createElement('select')
    select.className = 'view-switcher'
    select.setAttribute('aria-label', 'View')
    views.forEach(function (view, index) {
      var option = document.createElement('option')
      option.value = String(index)
      option.textContent = view.getAttribute('data-view')
      select.appendChild(option)
    })
    select.addEventListener('change', function () {
      views.forEach(function (view, index) { view.hidden = String(index) !== select.value })
    })
    views[0].parentNode.insertBefore(select, views[0])
  }
})()
`
