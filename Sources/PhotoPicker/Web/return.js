'use strict';
// In a picker opened by the compose page: once Add or Cancel has been answered, go back to the
// compose view, which picks up the chosen photos.
(() => {
  const meta = document.querySelector('meta[name="app-return"]');
  const done = document.getElementById('finished');
  if (!meta || !done) return;
  const back = () => { window.location.replace(meta.content); };
  new MutationObserver(() => { if (!done.hidden) setTimeout(back, 250); })
    .observe(done, { attributes: true, attributeFilter: ['hidden'] });
})();
