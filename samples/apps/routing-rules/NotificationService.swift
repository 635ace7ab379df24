import GrovsNotificationService

/// The Notification Service Extension that attaches Grovs campaign images (seeds/004 §4).
class NotificationService: GrovsNotificationServiceExtension {}
