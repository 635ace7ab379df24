import CTNotificationService
import CleverTapSDK
import UserNotifications

/// CleverTap rich pushes (ct_mediaUrl): the image, and the "Notification Viewed" event.
final class NotificationService: CTNotificationServiceExtension {
  override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
    CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: request.content.userInfo)
    super.didReceive(request, withContentHandler: contentHandler)
  }
}
