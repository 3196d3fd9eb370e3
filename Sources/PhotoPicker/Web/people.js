// The People page: unnamed face clusters, largest first; name one, merge selected ones, or
// take a face out ("not this person").
(() => {
  const token = document.querySelector('meta[name="app-token"]').content;
  const list = document.getElementById('people');
  const status = document.getElementById('status');

  async function call(path, body) {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: { 'X-Picker-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error((await response.text()).trim());
    return response.json();
  }

  function card(cluster) {
    const section = document.createElement('section');
    section.className = 'cluster';
    section.dataset.cluster = cluster.id;
    const title = document.createElement('label');
    const pick = document.createElement('input');
    pick.type = 'checkbox';
    pick.className = 'pick';
    title.append(pick, ` ${cluster.faceCount} faces in ${cluster.photoCount} photos`);
    const faces = document.createElement('div');
    faces.className = 'faces';
    for (const id of cluster.sampleFaces.slice(0, 8)) {
      const face = document.createElement('div');
      face.className = 'face';
      const img = document.createElement('img');
      img.src = `/api/people/face/${id}`;
      img.alt = `face ${id}`;
      const reject = document.createElement('button');
      reject.type = 'button';
      reject.className = 'reject';
      reject.dataset.face = id;
      reject.title = 'Not this person';
      reject.textContent = '✕';
      reject.addEventListener('click', () => act(`/api/people/reject`, { face: id }, 'Face moved out'));
      face.append(img, reject);
      faces.append(face);
    }
    const form = document.createElement('form');
    const name = document.createElement('input');
    name.className = 'name';
    name.placeholder = 'Who is this?';
    name.setAttribute('aria-label', `Name of cluster ${cluster.id}`);
    const save = document.createElement('button');
    save.type = 'submit';
    save.className = 'save';
    save.textContent = 'Name';
    form.append(name, save);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = name.value.trim();
      if (text) act('/api/people/name', { cluster: cluster.id, name: text }, `Named ${text}`);
    });
    section.append(title, faces, form);
    return section;
  }

  async function act(path, body, done) {
    try {
      const answer = await call(path, body);
      status.textContent = done + (answer.conflicts ? ` (face regions say ${answer.conflicts})` : '');
      await load();
    } catch (error) {
      status.textContent = error.message;
    }
  }

  async function load() {
    const clusters = await call('/api/people/clusters');
    list.replaceChildren(...clusters.map(card));
    if (!clusters.length) list.textContent = 'No unnamed faces. Run `photosearch faces` to find more.';
  }

  document.getElementById('merge').addEventListener('click', () => {
    const chosen = Array.from(document.querySelectorAll('.cluster'))
      .filter((c) => c.querySelector('.pick').checked).map((c) => Number(c.dataset.cluster));
    if (chosen.length !== 2) { status.textContent = 'Select two clusters to merge'; return; }
    act('/api/people/merge', { cluster: chosen[0], other: chosen[1] }, 'Merged');
  });
  // While `serve` runs the faces pass, show its progress and the clusters as they grow.
  let lastDone = null;
  async function poll() {
    try {
      const progress = await call('/api/people/progress');
      if (progress.line) {
        document.getElementById('progress').textContent = progress.line;
        if (progress.done !== lastDone) { lastDone = progress.done; await load(); }
        if (progress.done !== progress.total) setTimeout(poll, 2000);
      }
    } catch (error) { /* the page still works without progress */ }
  }
  load().then(poll).catch((error) => { status.textContent = error.message; });
})();
