import Grovs
import UserNotifications

/// Downloads a campaign's image before iOS shows the push: the Grovs page's service extension (seeds/004).
class NotificationService: GrovsNotificationServiceExtension {}
