// Registers the service worker (/sw.js, built with the app: scripts/build-service-worker.mjs)
// once the page has loaded, so that it never competes with the page's own downloads. Not
// under `npm run dev`: Vite serves no sw.js.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // updateViaCache 'none': the browser asks for a new sw.js at each visit, whatever HTTP says.
  const register = () => void navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
