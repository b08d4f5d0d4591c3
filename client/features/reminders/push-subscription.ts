import { t } from '@lingui/core/macro';
/**
 * This browser's Web Push subscription. The push service worker lives at /push/sw.js with the scope
 * /push/, so it never competes with an app-wide service worker; it only shows reminders and opens the
 * quick check-in for the day a reminder was for.
 */
import { deletePushSubscription, savePushSubscription } from '../../api/reminders';

const SW_URL = '/push/sw.js';
const SW_SCOPE = '/push/';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  return existing ?? navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
}

/** Whether this browser currently has a push subscription. */
export async function hasPushSubscription(): Promise<boolean> {
  if (pushSupport() !== 'supported') return false;
  const reg = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  return Boolean(await reg?.pushManager.getSubscription());
}

/** Asks for permission, subscribes this browser and tells the server. Throws with a message to show. */
export async function subscribeThisBrowser(publicKey: string): Promise<void> {
  if (pushSupport() === 'unsupported') throw new Error(t`This browser cannot receive push notifications.`);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      t`Notifications are blocked for Tend. Allow them in your browser settings to get push reminders.`,
    );
  }
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await savePushSubscription(subscription.toJSON());
}

/** Removes this browser's subscription here and on the server. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(subscription.endpoint);
  } catch {
    // Already removed on the server (e.g. after the push service reported it gone).
  }
  await subscription.unsubscribe();
}
