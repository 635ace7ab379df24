#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// What our pushes carry besides aps.
@interface NSDictionary (CornerShopPush)

/// A Mapp Engage campaign: "push_provider" is "mapp_engage" (Mapp's guide, "Identify Mapp Notifications").
- (BOOL)cs_isMappPush;

/// The order an order-update push is about, if any.
- (nullable NSString *)cs_orderID;

@end

NS_ASSUME_NONNULL_END
