#import "NSDictionary+CornerShopPush.h"

@implementation NSDictionary (CornerShopPush)

- (BOOL)cs_isMappPush
{
  id provider = [self objectForKey:@"push_provider"];
  return [provider isKindOfClass:[NSString class]] && [@"mapp_engage" isEqualToString:provider];
}

- (nullable NSString *)cs_orderID
{
  id order = [self valueForKeyPath:@"order.id"];
  return [order isKindOfClass:[NSString class]] ? order : nil;
}

@end
