import 'package:flutter/material.dart';

/// Seller notifications (payouts, new orders, reviews), shown in the seller inbox.
class SellerInbox extends ChangeNotifier {
  final List<String> _kinds = [];
  List<String> get kinds => List.unmodifiable(_kinds);

  void add(String kind) {
    _kinds.insert(0, kind);
    notifyListeners();
  }
}

class SellerInboxScreen extends StatelessWidget {
  const SellerInboxScreen({super.key, this.kind});
  final String? kind;

  @override
  Widget build(BuildContext context) => Scaffold(appBar: AppBar(title: Text(kind ?? 'Seller inbox')));
}

class HomeScreen extends StatelessWidget {
  const HomeScreen({super.key});

  @override
  Widget build(BuildContext context) => const Scaffold(body: Center(child: Text('Souk')));
}

class ProductScreen extends StatelessWidget {
  const ProductScreen({super.key, required this.id});
  final String id;

  @override
  Widget build(BuildContext context) => Scaffold(appBar: AppBar(title: Text('Product $id')));
}

class OrderScreen extends StatelessWidget {
  const OrderScreen({super.key, required this.id});
  final String id;

  @override
  Widget build(BuildContext context) => Scaffold(appBar: AppBar(title: Text('Order $id')));
}
