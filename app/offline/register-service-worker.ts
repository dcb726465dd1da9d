// Registers the service worker (/sw.js, built with the app: scripts/build-service-worker.mjs)
// once the page has loaded, so that it never competes with the page's own downloads; once a
// worker controls the page, the browser itself looks for a new sw.js as pages load (through
// the HTTP cache: at most once an hour, server.js's max-age for the build's top files). Not
// under `npm run dev`: Vite serves no sw.js.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
