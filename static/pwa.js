// Offline play and updates. Only the built site has this script and the service worker
// (scripts/build-site adds both after trunk builds); the development server has neither.
//
// It registers sw.js, which precaches every file of the build. When
// a new version has installed and is waiting, the page offers "New version available" with a
// Reload button rather than switching in the middle of a deal: only when the player asks does
// the waiting worker take over, and the page reloads into the new version, which resumes the
// saved game.
const sw = navigator.serviceWorker;
const HOUR = 60 * 60 * 1000;
const SETTLE_MS = 4000;

function offer(waiting) {
  if (document.querySelector('.update-offer')) return;
  const box = document.createElement('div');
  box.className = 'update-offer';
  box.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = 'New version available.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    text.textContent = 'Updating…';
    sw.addEventListener('controllerchange', () => location.reload());
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.textContent = 'Later';
  later.addEventListener('click', () => box.remove());
  box.append(text, reload, later);
  document.body.append(box);
}

async function register() {
  const registration = await sw.register('sw.js');
  // A version that installed while another page of the site was open still waits.
  if (registration.waiting && sw.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update: nothing to offer.
      if (installing.state === 'installed' && sw.controller) offer(installing);
    });
  });
  // A page left open for hours looks for a new version when the player comes back to it.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < HOUR) return;
    checked = Date.now();
    registration.update().catch(() => {}); // offline: look again next time
  });
}

// Installing the worker downloads the whole site a second time, into its cache. It waits
// until the table has settled (a few seconds after the page has loaded) or the player first
// touches or types, whichever comes first, so that it never competes with the app's start.
if (sw) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    register().catch((error) => console.warn(`Offline play is unavailable: ${error.message}`));
  };
  const soon = () => setTimeout(start, SETTLE_MS);
  if (document.readyState === 'complete') soon();
  else addEventListener('load', soon, { once: true });
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, passive: true });
}
