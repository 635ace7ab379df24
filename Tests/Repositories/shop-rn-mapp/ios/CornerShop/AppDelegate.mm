#import "AppDelegate.h"

#import <AppoxeeSDK/AppoxeeSDK.h>
#import <React/RCTBundleURLProvider.h>
#import <React/RCTLinkingManager.h>
#import <RNCPushNotificationIOS.h>

#import "NSDictionary+CornerShopPush.h"

// Mapp Engage sends our marketing campaigns (marked "push_provider": "mapp_engage", as Mapp's multi-provider guide
// says); our order service sends order updates straight to APNs, handled in JavaScript by
// @react-native-community/push-notification-ios. Mapp is integrated manually, so this file routes every callback.
@interface AppDelegate () <AppoxeeNotificationDelegate>
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"CornerShop";
  self.initialProps = @{};

  [[Appoxee shared] engageWithLaunchOptions:launchOptions andDelegate:self andSDKID:@"4c1f8e2a9b7d.31" with:L3];
  [Appoxee shared].showNotificationsOnForeground = YES;

  UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
  center.delegate = self;

  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)sourceURLForBridge:(RCTBridge *)bridge
{
  return [self bundleURL];
}

- (NSURL *)bundleURL
{
#if DEBUG
  return [[RCTBundleURLProvider sharedSettings] jsBundleURLForBundleRoot:@"index"];
#else
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
#endif
}

- (BOOL)application:(UIApplication *)application
            openURL:(NSURL *)url
            options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options
{
  return [RCTLinkingManager application:application openURL:url options:options];
}

#pragma mark - Remote notifications

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken
{
  [[Appoxee shared] didRegisterForRemoteNotificationsWithDeviceToken:deviceToken];
  [RNCPushNotificationIOS didRegisterForRemoteNotificationsWithDeviceToken:deviceToken];
}

- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error
{
  [RNCPushNotificationIOS didFailToRegisterForRemoteNotificationsWithError:error];
}

- (void)application:(UIApplication *)application
    didReceiveRemoteNotification:(NSDictionary *)userInfo
          fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler
{
  if (![userInfo cs_isMappPush]) {
    // Order updates: the JavaScript handler calls notification.finish(), which calls the handler.
    [RNCPushNotificationIOS didReceiveRemoteNotification:userInfo fetchCompletionHandler:completionHandler];
    return;
  }
  [[Appoxee shared] receivedRemoteNotification:userInfo];
  completionHandler(UIBackgroundFetchResultNewData);
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions options))completionHandler
{
  if ([notification.request.content.userInfo cs_isMappPush]) {
    // Mapp campaigns: Mapp decides whether they show (see the flag set at launch).
    completionHandler(UNNotificationPresentationOptionNone);
    return;
  }
  completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionList | UNNotificationPresentationOptionSound);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
    didReceiveNotificationResponse:(UNNotificationResponse *)response
             withCompletionHandler:(void (^)(void))completionHandler
{
  NSDictionary *userInfo = response.notification.request.content.userInfo;
  if (![userInfo cs_isMappPush]) {
    [RNCPushNotificationIOS didReceiveNotificationResponse:response];
    completionHandler();
    return;
  }
  // Mapp opens the deep link or landing page and counts the click; it calls the handler.
  [[Appoxee shared] userNotificationCenter:center
            didReceiveNotificationResponse:response
              withAppoxeeCompletionHandler:^{
                completionHandler();
              }];
}

#pragma mark - AppoxeeNotificationDelegate

- (void)appoxee:(Appoxee *)appoxee
    handledRemoteNotification:(APXPushNotification *)pushNotification
                 andIdentifer:(NSString *)actionIdentifier
{
  NSLog(@"[Mapp] handled push %@, action %@", pushNotification, actionIdentifier);
}

@end
