import FirebaseMessaging
import GrovsNotificationService
import UserNotifications

/// The app's one Notification Service Extension: Grovs campaign images (grovs_image) and the image of an editorial
/// push sent through FCM (fcm_options.image). Each push goes to exactly one of them.
final class NotificationService: UNNotificationServiceExtension {
  private var contentHandler: ((UNNotificationContent) -> Void)?
  private var bestAttempt: UNMutableNotificationContent?
  private var grovsDownload: URLSessionTask?

  override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
    self.contentHandler = contentHandler
    guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
      contentHandler(request.content)
      return
    }
    bestAttempt = content

    if request.content.userInfo["grovs_campaign_id"] != nil {
      // Keeps our changes and calls the handler once, with or without the image.
      grovsDownload = GrovsNotificationContent.attachImage(to: content, completion: contentHandler)
    } else {
      Messaging.serviceExtension().populateNotificationContent(content, withContentHandler: contentHandler)
    }
  }

  override func serviceExtensionTimeWillExpire() {
    if let grovsDownload {
      // Grovs then completes once, without the image.
      grovsDownload.cancel()
    } else if let contentHandler, let bestAttempt {
      contentHandler(bestAttempt)
    }
  }
}
