import { pushContracts } from '@backoffice/shared/notifications/push.contract';
import { base64UrlToBytes, sameKey } from '@backoffice/shared/notifications/push-keys';
import { clientOf } from '../core/contract-client.ts';

const pushApi = clientOf(pushContracts);

/**
 * - unsupported: no Push API here, or no service worker of the portal (a widget on another site);
 * - blocked: the user refused notifications for this site in the browser;
 * - enabled / disabled: whether this browser is subscribed for the signed-in user.
 */
export type PushState = 'unsupported' | 'blocked' | 'enabled' | 'disabled';

const pushAvailable = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The portal's own service worker (sw.js): pushes arrive there, and nowhere else. */
const portalRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!pushAvailable()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const script = registration?.active?.scriptURL ?? registration?.installing?.scriptURL;
  if (!registration || !script) return null;
  return new URL(script).pathname === '/sw.js' ? registration : null;
};

const saveOnServer = async (subscription: PushSubscription): Promise<void> => {
  const json = subscription.toJSON();
  await pushApi.subscribe({
    body: {
      EndPoint: subscription.endpoint,
      P256dhKey: json.keys?.p256dh ?? '',
      Auth: json.keys?.auth ?? '',
      ExpirationTime: subscription.expirationTime,
    },
  });
};

/**
 * What the browser says now. A subscription that exists is saved again (the same endpoint is an
 * update): it follows the user into the company they work in, and renews keys the browser changed.
 */
export const currentPushState = async (): Promise<PushState> => {
  const registration = await portalRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'disabled';
  await saveOnServer(subscription);
  return 'enabled';
};

/** Asks for permission (a click must lead here), subscribes with the server's key and saves it. */
export const enablePush = async (): Promise<PushState> => {
  const registration = await portalRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'disabled';
  const { PublicKey } = await pushApi.publicKey();
  const applicationServerKey = base64UrlToBytes(PublicKey);
  const existing = await registration.pushManager.getSubscription();
  // Made with another deployment's key (or an older one): pushes signed with ours would be refused.
  if (existing && !sameKey(existing.options.applicationServerKey, applicationServerKey))
    await existing.unsubscribe();
  const subscription =
    existing && sameKey(existing.options.applicationServerKey, applicationServerKey)
      ? existing
      : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await saveOnServer(subscription);
  return 'enabled';
};

/**
 * Stops pushes to this browser for the signed-in user: the server forgets the endpoint, then the
 * browser drops the subscription. Sign-out calls this while the session still works.
 */
export const disablePush = async (): Promise<PushState> => {
  const registration = await portalRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    await pushApi.unsubscribe({ body: { EndPoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return Notification.permission === 'denied' ? 'blocked' : 'disabled';
};
