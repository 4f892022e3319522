import {
  PUSH_API_PATHS,
  type PushPublicKey,
  type PushSubscriptionItem,
  type PushUnsubscribed,
} from '@backoffice/shared/notifications/push-api.types';
import { base64UrlToBytes, sameKey } from '@backoffice/shared/notifications/push-keys';
import { callApi, getData } from '../core/api-client.ts';

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
  await callApi<PushSubscriptionItem>('post', PUSH_API_PATHS.subscribe, {
    form: {
      EndPoint: subscription.endpoint,
      P256dhKey: json.keys?.p256dh ?? '',
      Auth: json.keys?.auth ?? '',
      ExpirationTime: subscription.expirationTime ?? '',
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
  const { PublicKey } = await getData<PushPublicKey>(PUSH_API_PATHS.publicKey);
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
    await callApi<PushUnsubscribed>('post', PUSH_API_PATHS.unsubscribe, {
      form: { EndPoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return Notification.permission === 'denied' ? 'blocked' : 'disabled';
};
