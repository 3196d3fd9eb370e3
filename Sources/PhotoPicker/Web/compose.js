'use strict';
// The compose view: live photo suggestion while typing, the picker opened already searched,
// chosen photos attached to the message.
(() => {
  const token = document.querySelector('meta[name="app-token"]').content;
  const $ = (id) => document.getElementById(id);
  const message = $('message'), bar = $('suggestion'), chips = $('chips'), list = $('attachments');
  const thread = $('thread'), statusLine = $('status');
  const kindLabels = { who: 'who', what: 'what', where: 'where', when: 'when', media: 'kind' };
  const store = window.sessionStorage;
  const saved = JSON.parse(store.getItem('compose') || '{}');
  const state = { attachments: saved.attachments || [], sent: saved.sent || [], suggestion: null };
  // Read by the browser test.
  window.__compose = { suggestions: 0 };

  async function api(path, options = {}) {
    const response = await fetch(path, {
      ...options, credentials: 'same-origin',
      headers: { 'X-Picker-Token': token, ...(options.headers || {}) },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return response.json();
  }
  const save = () => store.setItem('compose', JSON.stringify({
    draft: message.value, attachments: state.attachments, sent: state.sent,
  }));

  function chip(t) {
    const el = document.createElement('span');
    el.className = `chip kind-${t.kind}${t.excluded ? ' excluded' : ''}`;
    el.dataset.key = t.key;
    const kind = document.createElement('span');
    kind.className = 'kind';
    kind.textContent = (t.excluded ? 'not ' : '') + (kindLabels[t.kind] || t.kind);
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = t.value;
    el.append(kind, value);
    return el;
  }

  function thumb(a, removable) {
    const li = document.createElement('li');
    li.className = 'attachment';
    li.dataset.id = a.id;
    const img = document.createElement('img');
    img.src = a.thumbnail;
    img.alt = [a.people.join(' and '), a.place, a.date && a.date.slice(0, 10)].filter(Boolean).join(', ') || a.name;
    li.append(img);
    if (removable) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = '×';
      remove.setAttribute('aria-label', `Remove ${img.alt}`);
      remove.addEventListener('click', () => {
        state.attachments = state.attachments.filter((x) => x.id !== a.id);
        renderAttachments();
        save();
      });
      li.append(remove);
    }
    return li;
  }

  function renderAttachments() {
    list.replaceChildren(...state.attachments.map((a) => thumb(a, true)));
    list.hidden = state.attachments.length === 0;
  }

  function renderThread() {
    thread.querySelectorAll('.mine').forEach((el) => el.remove());
    for (const m of state.sent) {
      const el = document.createElement('div');
      el.className = 'message mine';
      if (m.attachments.length) {
        const photos = document.createElement('ul');
        photos.className = 'photos';
        photos.append(...m.attachments.map((a) => thumb(a, false)));
        el.append(photos);
      }
      if (m.text) {
        const p = document.createElement('p');
        p.textContent = m.text;
        el.append(p);
      }
      thread.append(el);
    }
    thread.scrollTop = thread.scrollHeight;
  }

  // ---- live suggestion
  let timer = 0, serial = 0;
  message.addEventListener('input', () => {
    message.style.height = 'auto';
    message.style.height = `${Math.min(message.scrollHeight, 140)}px`;
    save();
    clearTimeout(timer);
    timer = setTimeout(suggest, 120);
  });
  async function suggest() {
    const text = message.value;
    const mine = ++serial;
    if (!text.trim()) { showSuggestion(null); return; }
    try {
      const data = await api(`/api/compose/suggest?q=${encodeURIComponent(text)}`);
      if (mine !== serial) return;
      window.__compose.suggestions += 1;
      showSuggestion(data.photoSearch && data.tokens.length ? data : null);
    } catch (error) {
      showSuggestion(null);
    }
  }
  function showSuggestion(data) {
    state.suggestion = data;
    bar.hidden = !data;
    chips.replaceChildren(...(data ? data.tokens.map(chip) : []));
  }

  async function openPicker(text) {
    save();
    statusLine.textContent = 'Opening the picker…';
    try {
      const session = await api('/api/compose/pick', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }),
      });
      window.location.assign(session.url);
    } catch (error) {
      statusLine.textContent = `Could not open the picker: ${error.message}`;
    }
  }
  bar.addEventListener('click', () => openPicker(message.value));
  // Completions of the word being typed (complete.js): Enter puts the chosen one in.
  if (window.attachCompletions) {
    window.attachCompletions(message, { endpoint: '/api/compose/complete', token });
  }
  $('browse').addEventListener('click', () => openPicker(''));

  // ---- sending
  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = message.value.trim();
    if (!text && !state.attachments.length) return;
    state.sent.push({ text, attachments: state.attachments });
    state.attachments = [];
    message.value = '';
    showSuggestion(null);
    renderAttachments();
    renderThread();
    save();
    message.focus();
  });
  message.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      $('form').requestSubmit();
    }
  });

  // ---- start: restore the draft, pick up what a picker returned
  (async () => {
    message.value = saved.draft || '';
    renderAttachments();
    renderThread();
    const params = new URLSearchParams(window.location.search);
    const attach = params.get('attach');
    if (attach) {
      window.history.replaceState(null, '', `/?token=${encodeURIComponent(token)}`);
      try {
        const session = await api(`/api/compose/session?id=${encodeURIComponent(attach)}`);
        if (session.status === 'picked') {
          const known = new Set(state.attachments.map((a) => a.id));
          state.attachments.push(...session.attachments.filter((a) => !known.has(a.id)));
          renderAttachments();
          save();
          const n = session.attachments.length;
          statusLine.textContent = `Attached ${n} ${n === 1 ? 'photo' : 'photos'}`;
        } else if (session.status === 'cancelled') {
          statusLine.textContent = 'No photos attached';
        }
      } catch (error) {
        statusLine.textContent = `Could not attach: ${error.message}`;
      }
    }
    if (message.value.trim()) suggest();
    message.focus();
  })();
})();
