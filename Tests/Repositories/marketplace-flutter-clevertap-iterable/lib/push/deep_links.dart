import 'package:flutter/services.dart';
import 'package:go_router/go_router.dart';

import '../seller/seller_inbox.dart';

/// The app's router, and the native side's links (Iterable's URL delegate, seller notifications).
class DeepLinks {
  static const _channel = MethodChannel('souk/deep_links');

  static final router = GoRouter(routes: [
    GoRoute(path: '/', builder: (_, __) => const HomeScreen()),
    GoRoute(path: '/product/:id', builder: (_, state) => ProductScreen(id: state.pathParameters['id']!)),
    GoRoute(path: '/orders/:id', builder: (_, state) => OrderScreen(id: state.pathParameters['id']!)),
    GoRoute(path: '/seller/inbox', builder: (_, state) => SellerInboxScreen(kind: state.uri.queryParameters['kind'])),
  ]);

  static Future<void> listen() async {
    _channel.setMethodCallHandler((call) async {
      switch (call.method) {
        case 'openUrl':
          open(call.arguments as String);
        case 'openSellerInbox':
          router.go('/seller/inbox?kind=${call.arguments}');
      }
    });
    await _channel.invokeMethod('ready');
  }

  /// souk://product/42, https://souk.example/product/42 and friends.
  static void open(String link) {
    final uri = Uri.parse(link);
    final path = uri.scheme == 'souk' ? '/${uri.host}${uri.path}' : uri.path;
    router.go(path.isEmpty ? '/' : path);
  }
}
