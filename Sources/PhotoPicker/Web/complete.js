'use strict';
// Completions of the word being typed, in a list under a text field (the picker's search field
// and the compose box): ArrowDown/ArrowUp move through it, Enter (or Tab) puts the chosen one in,
// Escape closes it. The server's offsets are UTF-16 units, as JavaScript strings count them.
window.attachCompletions = (input, options) => {
  const list = document.createElement('ul');
  list.className = 'completions';
  list.id = `${input.id}-completions`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Completions');
  list.hidden = true;
  input.insertAdjacentElement('afterend', list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  const kindLabels = { who: 'person', what: 'thing', where: 'place', when: 'time', album: 'album' };
  let items = [], active = -1, timer = 0, serial = 0;
  // Read by the browser test.
  window.__completions = window.__completions || { shown: 0, applied: 0 };

  function close() {
    items = [];
    active = -1;
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  }
  const isOpen = () => !list.hidden && items.length > 0;

  function render() {
    list.replaceChildren(...items.map((c, i) => {
      const li = document.createElement('li');
      li.id = `${list.id}-${i}`;
      li.className = `completion kind-${c.kind}`;
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', i === active ? 'true' : 'false');
      const text = document.createElement('span');
      text.className = 'text';
      text.textContent = c.text;
      const kind = document.createElement('span');
      kind.className = 'kind';
      kind.textContent = kindLabels[c.kind] || c.kind;
      li.append(text, kind);
      if (c.count !== null && c.count !== undefined) {
        const count = document.createElement('span');
        count.className = 'count';
        count.textContent = c.count === 1 ? '1 photo' : `${c.count.toLocaleString()} photos`;
        li.append(count);
      }
      // mousedown, not click: the field keeps its focus.
      li.addEventListener('mousedown', (event) => { event.preventDefault(); apply(i); });
      return li;
    }));
    list.hidden = items.length === 0;
    input.setAttribute('aria-expanded', items.length ? 'true' : 'false');
    if (active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }

  function apply(index) {
    const c = items[index];
    if (!c) return;
    const [start, end] = c.replaces;
    const value = input.value;
    const after = value.slice(end);
    const insert = c.text + (after.startsWith(' ') ? '' : ' ');
    input.value = value.slice(0, start) + insert + after;
    const caret = start + insert.length;
    input.setSelectionRange(caret, caret);
    close();
    window.__completions.applied += 1;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    if (options.onApply) options.onApply(c);
    // The inserted text is complete: no list for it until the next keystroke.
    clearTimeout(timer);
    serial += 1;
  }

  async function fetchCompletions() {
    const text = input.value;
    const cursor = input.selectionStart === null ? text.length : input.selectionStart;
    const mine = ++serial;
    if (!text.trim() || cursor === 0 || /\s/.test(text[cursor - 1])) { close(); return; }
    try {
      const params = `q=${encodeURIComponent(text)}&cursor=${cursor}`;
      const response = await fetch(`${options.endpoint}?${params}`, {
        credentials: 'same-origin', headers: { 'X-Picker-Token': options.token },
      });
      if (!response.ok) throw new Error(String(response.status));
      const data = await response.json();
      if (mine !== serial || input.value !== text) return;
      items = data.completions || [];
      active = -1;
      render();
      if (items.length) window.__completions.shown += 1;
    } catch (error) {
      close();
    }
  }

  input.addEventListener('input', (event) => {
    if (event.isTrusted === false && !event.inputType) return;
    clearTimeout(timer);
    timer = setTimeout(fetchCompletions, 60);
  });
  // Capture phase: the list takes its keys before the field's own Enter handling.
  input.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      active = active < 0 ? (step > 0 ? 0 : items.length - 1) : (active + step + items.length) % items.length;
      render();
    } else if ((event.key === 'Enter' || event.key === 'Tab') && active >= 0) {
      event.preventDefault();
      event.stopImmediatePropagation();
      apply(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopImmediatePropagation();
      close();
    }
  }, true);
  input.addEventListener('blur', () => setTimeout(close, 100));
  return { close };
};
