'use strict';
// The web picker: search, tokens, a lazy paged grid, selection up to the limit, Add / Cancel.
(() => {
  const token = document.querySelector('meta[name="picker-token"]').content;
  const $ = (id) => document.getElementById(id);
  const grid = $('grid'), search = $('search'), tokensList = $('tokens'), suggestionBox = $('suggestion');
  const statusLine = $('status'), countLine = $('count'), addButton = $('add'), cancelButton = $('cancel');
  const kindLabels = { who: 'who', what: 'what', where: 'where', when: 'when', media: 'kind' };
  const state = {
    limit: 0, ordered: false, text: '', tokens: [], resolved: false, page: 0, hasMore: false,
    loading: false, total: 0, generation: 0, selected: [], finished: false, pageSize: 60,
    lastMonth: null,
  };
  // The assets of the tiles on the page, by id (the viewer reads them).
  const shown = new Map();
  // Read by the browser test: when the first thumbnail was painted (epoch milliseconds).
  window.__picker = { firstThumbAt: null, searches: 0 };

  async function api(path, options = {}) {
    const response = await fetch(path, {
      ...options, credentials: 'same-origin',
      headers: { 'X-Picker-Token': token, ...(options.headers || {}) },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return response.json();
  }
  const query = (params) => params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');

  function chip(t, removable) {
    const el = document.createElement(removable ? 'li' : 'span');
    el.className = `${removable ? 'token' : 'chip'} kind-${t.kind}${t.excluded ? ' excluded' : ''}`;
    el.dataset.key = t.key;
    const kind = document.createElement('span');
    kind.className = 'kind';
    kind.textContent = (t.excluded ? 'not ' : '') + (kindLabels[t.kind] || t.kind);
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = t.value;
    el.append(kind, value);
    if (removable) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = '×';
      remove.setAttribute('aria-label', `Remove ${kindLabels[t.kind]} ${t.value}`);
      remove.addEventListener('click', () => removeToken(t.key));
      el.append(remove);
    }
    return el;
  }

  function renderTokens() {
    tokensList.replaceChildren(...state.tokens.map((t) => chip(t, true)));
  }

  function removeToken(key) {
    const index = state.tokens.findIndex((t) => t.key === key);
    state.tokens = state.tokens.filter((t) => t.key !== key);
    state.resolved = true;
    renderTokens();
    const buttons = tokensList.querySelectorAll('button');
    (buttons[Math.min(index, buttons.length - 1)] || search).focus();
    runSearch();
  }

  // ---- search and paging
  function searchURL(page) {
    const params = [['q', state.text], ['page', page]];
    if (state.resolved) {
      params.push(['resolved', '1']);
      state.tokens.forEach((t) => params.push(['f', t.key]));
    }
    return `/api/search?${query(params)}`;
  }

  function runSearch() {
    state.generation += 1;
    state.page = 0;
    state.hasMore = false;
    state.lastMonth = null;
    shown.clear();
    grid.replaceChildren();
    statusLine.textContent = 'Searching…';
    loadPage(state.generation, 0);
  }

  async function loadPage(generation, page) {
    state.loading = true;
    try {
      const data = await api(searchURL(page));
      if (generation !== state.generation) return;
      if (page === 0) {
        window.__picker.searches += 1;
        state.tokens = data.tokens;
        state.total = data.total;
        renderTokens();
      }
      const fragment = document.createDocumentFragment();
      data.assets.forEach((asset) => {
        const month = monthOf(asset);
        if (month !== state.lastMonth) {
          state.lastMonth = month;
          fragment.append(dateHeader(asset));
        }
        shown.set(asset.id, asset);
        fragment.append(tile(asset));
      });
      grid.append(fragment);
      if (page === 0 && data.assets.length === 0) {
        const empty = document.createElement('p');
        empty.className = 'empty';
        empty.textContent = 'No photos match. Remove a filter to see more.';
        grid.append(empty);
      }
      if (page === 0) ensureFocusable();
      state.page = page;
      state.hasMore = data.hasMore;
      renderStatus();
    } catch (error) {
      if (generation === state.generation) statusLine.textContent = `Search failed: ${error.message}`;
    } finally {
      if (generation === state.generation) state.loading = false;
    }
    if (generation === state.generation) requestAnimationFrame(maybeLoadMore);
  }

  function renderStatus() {
    const n = state.total;
    statusLine.textContent = n === 1 ? '1 photo' : `${n.toLocaleString()} photos`;
  }

  let sentinelVisible = false;
  const sentinelObserver = new IntersectionObserver((entries) => {
    sentinelVisible = entries.some((e) => e.isIntersecting);
    maybeLoadMore();
  }, { rootMargin: '600px' });
  sentinelObserver.observe($('sentinel'));
  function maybeLoadMore() {
    if (sentinelVisible && state.hasMore && !state.loading) loadPage(state.generation, state.page + 1);
  }

  // ---- date headers: a row with the month and year where the month changes, as Photos does
  function monthOf(asset) {
    if (!asset.date) return 'undated';
    const d = new Date(asset.date);
    return `${d.getFullYear()}-${d.getMonth()}`;
  }
  function dateHeader(asset) {
    const el = document.createElement('div');
    el.className = 'date-header';
    el.setAttribute('role', 'presentation');
    el.textContent = asset.date
      ? new Date(asset.date).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
      : 'No date';
    return el;
  }

  // ---- tiles and lazy thumbnails
  const thumbObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const img = entry.target.querySelector('img');
      if (img && !img.src) img.src = img.dataset.src;
      thumbObserver.unobserve(entry.target);
    }
  }, { rootMargin: '300px' });

  // Two thumbnail sizes only (so the disk cache stays small): 512 px on dense screens.
  const thumbSize = (window.devicePixelRatio || 1) * 150 > 300 ? 512 : 256;

  function describe(asset) {
    const parts = [asset.kind === 'video' ? 'Video' : 'Photo'];
    if (asset.people.length) parts.push(asset.people.join(' and '));
    if (asset.place) parts.push(asset.place);
    if (asset.date) parts.push(new Date(asset.date).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
    return parts.join(', ');
  }

  function tile(asset) {
    const el = document.createElement('div');
    el.className = 'tile';
    el.setAttribute('role', 'option');
    el.tabIndex = -1;
    el.dataset.id = asset.id;
    el.dataset.date = asset.date || '';
    const label = describe(asset);
    el.setAttribute('aria-label', label);
    const img = document.createElement('img');
    img.alt = label;
    img.decoding = 'async';
    img.draggable = false;
    img.dataset.src = `/thumb/${encodeURIComponent(asset.id)}?size=${thumbSize}`;
    img.addEventListener('load', () => {
      el.classList.add('loaded');
      if (window.__picker.firstThumbAt === null) {
        requestAnimationFrame(() => {
          if (window.__picker.firstThumbAt === null) window.__picker.firstThumbAt = performance.timeOrigin + performance.now();
        });
      }
    });
    const meta = document.createElement('span');
    meta.className = 'meta';
    meta.textContent = [asset.place, asset.date && asset.date.slice(0, 4)].filter(Boolean).join(' · ');
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.setAttribute('aria-hidden', 'true');
    el.append(img, meta, badge);
    paint(el);
    el.addEventListener('click', () => { el.focus(); toggle(asset.id); });
    el.addEventListener('dblclick', (event) => { event.preventDefault(); openViewer(asset.id); });
    thumbObserver.observe(el);
    return el;
  }

  // ---- selection
  function toggle(id) {
    if (state.finished) return;
    const at = state.selected.indexOf(id);
    if (at >= 0) {
      state.selected.splice(at, 1);
    } else if (state.limit === 1) {
      state.selected = [id];
    } else if (state.limit > 0 && state.selected.length >= state.limit) {
      countLine.classList.add('warn');
      countLine.textContent = `You can select up to ${state.limit} items`;
      setTimeout(renderSelection, 1600);
      return;
    } else {
      state.selected.push(id);
    }
    renderSelection();
  }

  function paint(el) {
    const position = state.selected.indexOf(el.dataset.id);
    el.setAttribute('aria-selected', position >= 0 ? 'true' : 'false');
    el.querySelector('.badge').textContent = position < 0 ? '' : state.ordered ? String(position + 1) : '✓';
  }

  function renderSelection() {
    grid.querySelectorAll('.tile').forEach(paint);
    if (viewer.current) paintViewer();
    const n = state.selected.length;
    countLine.classList.remove('warn');
    countLine.textContent = state.limit > 0 ? `${n} of ${state.limit} selected` : n ? `${n} selected` : '';
    addButton.disabled = n === 0;
    addButton.textContent = n ? `Add (${n})` : 'Add';
  }

  // ---- keyboard: one tile in the tab order, arrows move, space toggles, enter opens it larger
  function tiles() { return Array.from(grid.querySelectorAll('.tile')); }
  function ensureFocusable() {
    const all = tiles();
    if (all.length && !all.some((t) => t.tabIndex === 0)) all[0].tabIndex = 0;
  }
  function columns(all) {
    if (all.length < 2) return 1;
    const top = all[0].offsetTop;
    const index = all.findIndex((t) => t.offsetTop !== top);
    return index < 0 ? all.length : index;
  }
  grid.addEventListener('keydown', (event) => {
    const all = tiles();
    const current = all.indexOf(document.activeElement);
    if (current < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(all), ArrowUp: -columns(all), Home: -current, End: all.length - 1 - current }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = all[Math.max(0, Math.min(all.length - 1, current + step))];
      all.forEach((t) => { t.tabIndex = -1; });
      next.tabIndex = 0;
      next.focus();
      next.scrollIntoView({ block: 'nearest' });
    } else if (event.key === ' ') {
      event.preventDefault();
      toggle(all[current].dataset.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openViewer(all[current].dataset.id);
    }
  });
  grid.addEventListener('focusin', (event) => {
    if (!event.target.classList.contains('tile')) return;
    tiles().forEach((t) => { t.tabIndex = t === event.target ? 0 : -1; });
  });

  // ---- the viewer: one photo larger with its date, place and people; arrows move through the
  // grid's photos, space selects, Escape closes and puts the focus back on the photo's tile
  const viewer = { current: null };
  const viewerBox = document.createElement('div');
  viewerBox.id = 'viewer';
  viewerBox.className = 'viewer';
  viewerBox.setAttribute('role', 'dialog');
  viewerBox.setAttribute('aria-modal', 'true');
  viewerBox.tabIndex = -1;
  viewerBox.hidden = true;
  const viewerImage = document.createElement('img');
  viewerImage.className = 'viewer-image';
  const viewerInfo = document.createElement('div');
  viewerInfo.className = 'viewer-info';
  const viewerDate = document.createElement('p');
  viewerDate.className = 'viewer-date';
  const viewerPlace = document.createElement('p');
  viewerPlace.className = 'viewer-place';
  const viewerPeople = document.createElement('p');
  viewerPeople.className = 'viewer-people';
  const viewerSelected = document.createElement('p');
  viewerSelected.className = 'viewer-selected';
  // The read words the search matched: boxes over the photo, and the words under it.
  const viewerMarks = document.createElement('div');
  viewerMarks.className = 'viewer-marks';
  const viewerText = document.createElement('p');
  viewerText.className = 'viewer-text';
  viewerInfo.append(viewerDate, viewerPlace, viewerPeople, viewerText, viewerSelected);
  const viewerClose = document.createElement('button');
  viewerClose.type = 'button';
  viewerClose.className = 'viewer-close';
  viewerClose.textContent = '×';
  viewerClose.setAttribute('aria-label', 'Close');
  viewerClose.addEventListener('click', closeViewer);
  const viewerHint = document.createElement('p');
  viewerHint.className = 'viewer-hint';
  viewerHint.textContent = '← → move · space selects · Esc closes';
  viewerBox.append(viewerImage, viewerMarks, viewerInfo, viewerClose, viewerHint);
  // The marks layer covers exactly the image as laid out (object-fit: contain keeps its shape).
  function placeMarks() {
    const image = viewerImage.getBoundingClientRect(), box = viewerBox.getBoundingClientRect();
    Object.assign(viewerMarks.style, {
      left: `${image.left - box.left}px`, top: `${image.top - box.top}px`,
      width: `${image.width}px`, height: `${image.height}px`,
    });
  }
  viewerImage.addEventListener('load', placeMarks);
  window.addEventListener('resize', () => { if (viewer.current) placeMarks(); });
  document.body.append(viewerBox);

  function openViewer(id) {
    if (!shown.has(id) || state.finished) return;
    viewer.current = id;
    showInViewer();
    viewerBox.hidden = false;
    document.body.classList.add('viewing');
    viewerBox.focus();
  }
  function showInViewer() {
    const asset = shown.get(viewer.current);
    viewerImage.src = `/thumb/${encodeURIComponent(asset.id)}?size=1024&whole=1`;
    viewerImage.alt = describe(asset);
    viewerBox.setAttribute('aria-label', describe(asset));
    viewerDate.textContent = asset.date
      ? new Date(asset.date).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })
      : 'No date';
    viewerPlace.textContent = asset.place || '';
    viewerPlace.hidden = !asset.place;
    viewerPeople.textContent = asset.people.join(', ');
    viewerPeople.hidden = asset.people.length === 0;
    const words = asset.text || [];
    viewerMarks.replaceChildren(...words.map((w) => {
      const mark = document.createElement('span');
      mark.className = 'text-mark';
      mark.title = w.word;
      const [left, top, right, bottom] = w.box;
      Object.assign(mark.style, {
        left: `${left * 100}%`, top: `${top * 100}%`,
        width: `${(right - left) * 100}%`, height: `${(bottom - top) * 100}%`,
      });
      return mark;
    }));
    viewerText.textContent = words.length ? `Text: ${words.map((w) => w.word).join(' ')}` : '';
    viewerText.hidden = words.length === 0;
    if (viewerImage.complete) placeMarks();
    paintViewer();
  }
  function paintViewer() {
    const position = state.selected.indexOf(viewer.current);
    viewerSelected.textContent = position < 0 ? '' : state.ordered ? `Selected (${position + 1})` : 'Selected';
  }
  function moveViewer(step) {
    const ids = tiles().map((t) => t.dataset.id);
    const at = ids.indexOf(viewer.current);
    const next = ids[at + step];
    if (next === undefined) return;
    viewer.current = next;
    showInViewer();
    if (step > 0 && at + step >= ids.length - 3) maybeLoadMore();
  }
  function closeViewer() {
    if (!viewer.current) return;
    const id = viewer.current;
    viewer.current = null;
    viewerBox.hidden = true;
    document.body.classList.remove('viewing');
    const el = tiles().find((t) => t.dataset.id === id);
    if (el) {
      tiles().forEach((t) => { t.tabIndex = t === el ? 0 : -1; });
      el.focus();
      el.scrollIntoView({ block: 'nearest' });
    }
  }
  viewerBox.addEventListener('keydown', (event) => {
    const actions = {
      ArrowRight: () => moveViewer(1), ArrowLeft: () => moveViewer(-1), Escape: closeViewer,
      ' ': () => toggle(viewer.current),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      action();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: the close button and the dialog itself.
      event.preventDefault();
      (document.activeElement === viewerClose ? viewerBox : viewerClose).focus();
    }
  });
  viewerBox.addEventListener('click', (event) => { if (event.target === viewerBox) closeViewer(); });
  window.__picker.viewer = () => viewer.current;

  // ---- live suggestion while typing; Enter (or the suggestion) searches
  let suggestTimer = 0, suggestSerial = 0;
  search.addEventListener('input', () => {
    clearTimeout(suggestTimer);
    suggestTimer = setTimeout(suggest, 90);
  });
  async function suggest() {
    const text = search.value;
    const serial = ++suggestSerial;
    if (!text.trim()) { suggestionBox.hidden = true; return; }
    try {
      const data = await api(`/api/suggest?${query([['q', text]])}`);
      if (serial !== suggestSerial) return;
      const lead = document.createElement('span');
      lead.textContent = data.tokens.length ? 'Search for' : 'Search for the words';
      suggestionBox.replaceChildren(lead, ...(data.tokens.length ? data.tokens.map((t) => chip(t, false)) : [document.createTextNode(`“${text}”`)]));
      suggestionBox.hidden = false;
    } catch (error) {
      suggestionBox.hidden = true;
    }
  }
  function searchTyped() {
    state.text = search.value;
    state.resolved = false;
    suggestionBox.hidden = true;
    runSearch();
  }
  $('search-form').addEventListener('submit', (event) => { event.preventDefault(); searchTyped(); });
  // Completions of the word being typed (complete.js), from the library's words.
  if (window.attachCompletions) window.attachCompletions(search, { endpoint: '/api/complete', token });
  suggestionBox.addEventListener('click', searchTyped);

  // ---- finishing
  async function finish(path, body, message) {
    if (state.finished) return;
    state.finished = true;
    addButton.disabled = cancelButton.disabled = true;
    try {
      await api(path, body === undefined ? { method: 'POST' } : {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      const done = $('finished');
      done.textContent = message;
      done.hidden = false;
    } catch (error) {
      state.finished = false;
      cancelButton.disabled = false;
      renderSelection();
      statusLine.textContent = `Could not finish: ${error.message}`;
    }
  }
  addButton.addEventListener('click', () => {
    const n = state.selected.length;
    finish('/api/done', { ids: state.selected.slice() }, `Added ${n} ${n === 1 ? 'item' : 'items'}. You can close this tab.`);
  });
  cancelButton.addEventListener('click', () => finish('/api/cancel', undefined, 'Cancelled. You can close this tab.'));

  // ---- start
  (async () => {
    try {
      const config = await api('/api/config');
      state.limit = config.selectionLimit;
      state.ordered = config.ordered;
      state.pageSize = config.pageSize;
      state.text = config.searchText;
      search.value = config.searchText;
      if (config.resolved) { state.tokens = config.resolved; state.resolved = true; }
      state.selected = config.preselected.slice(0, state.limit > 0 ? state.limit : undefined);
      document.body.classList.toggle('ordered', state.ordered);
      renderSelection();
      runSearch();
    } catch (error) {
      statusLine.textContent = `Could not start: ${error.message}`;
    }
  })();
})();
