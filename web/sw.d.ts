// The service worker's scope, for the TypeScript check of public/sw.js (tsconfig.sw.json). The
// "webworker" lib types `self` as any worker's scope; a service worker's scope and events are
// added here, so sw.js needs no casts. The build does not ship it (scripts/build.py).

interface WorkerGlobalScope {
  readonly clients: Clients;
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
}

interface WorkerGlobalScopeEventMap {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
}
