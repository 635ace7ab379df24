import 'package:clevertap_plugin/clevertap_plugin.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/foundation.dart';

import 'deep_links.dart';

/// Push on the Dart side: FCM order updates (firebase_messaging) and CleverTap's tapped-push callback.
/// Iterable lives in the native app delegate; its links arrive through DeepLinks.
class PushService {
  final _messaging = FirebaseMessaging.instance;
  final _clevertap = CleverTapPlugin();

  Future<void> start() async {
    await _messaging.setForegroundNotificationPresentationOptions(alert: true, badge: true, sound: true);
    FirebaseMessaging.onMessageOpenedApp.listen((message) => _openOrder(message.data));
    final initial = await _messaging.getInitialMessage();
    if (initial != null) _openOrder(initial.data);

    _clevertap.setCleverTapPushClickedPayloadReceivedHandler((payload) {
      debugPrint('CleverTap push tapped: $payload');
      final link = payload['wzrk_dl'] as String?;
      if (link != null) DeepLinks.open(link);
    });
    await DeepLinks.listen();
  }

  Future<void> requestPermission() async {
    final settings = await _messaging.requestPermission();
    if (settings.authorizationStatus == AuthorizationStatus.authorized) {
      CleverTapPlugin.registerForPush();
    }
  }

  void _openOrder(Map<String, dynamic> data) {
    final orderId = data['order_id'];
    if (orderId is String) DeepLinks.open('souk://orders/$orderId');
  }
}

class OrderUpdates {
  static Future<void> store(Map<String, dynamic> data) async {
    debugPrint('order update in the background: $data');
  }
}
