/* Tend's push service worker (scope /push/): shows reminders and opens the quick check-in for the day
   the reminder was for, even when the notification is tapped after midnight. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Time for your Tend check-in';
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/quick-checkin';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : 'tend-reminder',
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/quick-checkin';
  const target = new URL(path, self.location.origin).href;
  // A window scoped outside /push/ cannot be navigated from here; a new one opens on the right day.
  event.waitUntil(self.clients.openWindow(target));
});
