import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_messaging/firebase_messaging.dart';
import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'push/deep_links.dart';
import 'push/push_service.dart';
import 'seller/seller_inbox.dart';

@pragma('vm:entry-point')
Future<void> _onBackgroundMessage(RemoteMessage message) async {
  await Firebase.initializeApp();
  await OrderUpdates.store(message.data);
}

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Firebase.initializeApp();
  FirebaseMessaging.onBackgroundMessage(_onBackgroundMessage);
  final push = PushService();
  await push.start();
  runApp(
    MultiProvider(
      providers: [
        Provider.value(value: push),
        ChangeNotifierProvider(create: (_) => SellerInbox()),
      ],
      child: const SoukApp(),
    ),
  );
}

class SoukApp extends StatelessWidget {
  const SoukApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp.router(
      title: 'Souk',
      theme: ThemeData(colorSchemeSeed: const Color(0xFFB5462F), useMaterial3: true),
      routerConfig: DeepLinks.router,
    );
  }
}
