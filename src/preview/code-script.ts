/**
 * The part of the preview's script for code (appended to script.ts's): tabs and code groups stay in step by
 * label (choosing `Python` in one chooses it in every other group of the page that has it, as the generator's
 * code groups do, the component library's <Tabs> included), a `dropdown` code group switches with its select,
 * and an `expandable` block gets a button that unfolds it. Each group's own tab behaviour (click, arrow keys) is
 * script.ts's; this listens to its tabs and chooses through it.
 */
export const CODE_SCRIPT = `;(function () {
  'use strict'
  function all(selector, within) { return Array.prototype.slice.call((within || document).querySelectorAll(selector)) }
  function text(element) { return element.textContent.trim() }
  // The preview's tab groups and selects, and the component library's <Tabs> (their tabs-list).
  var groups = all('[data-tabs]').map(function (group) {
    var select = group.querySelector(':scope > .tab-select-row > .tab-select')
    var buttons = all(':scope > .tab-list > .tab', group)
    return { group: group, panels: all(':scope > .tab-panel', group), buttons: buttons, select: select, labels: (select ? all('option', select) : buttons).map(text) }
  }).concat(all('[data-component-part="tabs-list"]').map(function (list) {
    var tabs = all(':scope > [role="tab"]', list)
    return { group: list, panels: [], buttons: tabs, select: null, labels: tabs.map(text) }
  }))
  // A select switches its panels here; the preview's tabs through the choose script.ts gave their group; the
  // library's, hydrated by islands.js, through a click on the tab, which their React state answers.
  function show(entry, index) {
    if (entry.select) {
      entry.select.selectedIndex = index
      entry.panels.forEach(function (panel, at) { panel.hidden = at !== index })
    } else if (entry.group.docslintChoose) entry.group.docslintChoose(index)
    else if (entry.buttons[index].getAttribute('aria-selected') !== 'true') entry.buttons[index].click()
  }
  // A library tab clicked here is heard here again: the groups already in step are not chosen twice.
  var choosing = false
  function chooseEverywhere(label, from) {
    if (choosing) return
    choosing = true
    try {
      groups.forEach(function (entry) {
        var index = entry.labels.indexOf(label)
        if (entry !== from && index >= 0) show(entry, index)
      })
    } finally { choosing = false }
  }
  groups.forEach(function (entry) {
    entry.buttons.forEach(function (button, index) {
      button.addEventListener('click', function () { chooseEverywhere(entry.labels[index], entry) })
      button.addEventListener('keyup', function () { if (button.getAttribute('aria-selected') === 'true') chooseEverywhere(entry.labels[index], entry) })
    })
    if (entry.select) entry.select.addEventListener('change', function () {
      var index = entry.select.selectedIndex
      show(entry, index)
      chooseEverywhere(entry.labels[index], entry)
    })
  })

  all('.code-block[data-expandable]').forEach(function (block) {
    var pre = block.querySelector('pre')
    if (!pre || pre.scrollHeight <= pre.clientHeight + 4) return
    var button = document.createElement('button')
    button.type = 'button'
    button.className = 'code-expand'
    button.setAttribute('aria-expanded', 'false')
    button.textContent = 'Show more'
    button.addEventListener('click', function () {
      var open = block.classList.toggle('expanded')
      button.setAttribute('aria-expanded', String(open))
      button.textContent = open ? 'Show less' : 'Show more'
    })
    block.appendChild(button)
  })
})()
`
