import {useCallback, useEffect} from 'react';
import {Linking} from 'react-native';
import PushNotificationIOS, {
  type PushNotification,
} from '@react-native-community/push-notification-ios';

import {api} from '../api';

/**
 * Order updates from our order service (straight to APNs). Mapp campaigns never get here: the native AppDelegate
 * hands those to the Mapp SDK.
 */
export function useOrderNotifications() {
  useEffect(() => {
    PushNotificationIOS.addEventListener('register', token => api.registerDevice(token));
    PushNotificationIOS.addEventListener('notification', onNotification);
    return () => {
      PushNotificationIOS.removeEventListener('register');
      PushNotificationIOS.removeEventListener('notification');
    };
  }, []);

  const requestPermission = useCallback(async () => {
    await PushNotificationIOS.requestPermissions({alert: true, badge: true, sound: true});
  }, []);

  return {requestPermission};
}

function onNotification(notification: PushNotification) {
  const data = notification.getData();
  const orderId = data?.order?.id;
  if (data.userInteraction === 1 && typeof orderId === 'string') {
    Linking.openURL(`cornershop://orders/${orderId}`);
  }
  notification.finish(PushNotificationIOS.FetchResult.NoData);
}
