import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  private var router: AppRouter? { (UIApplication.shared.delegate as? AppDelegate)?.appRouter }

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let tabs = MainTabBarController()
    router?.tabBarController = tabs
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    if let url = connectionOptions.urlContexts.first?.url {
      router?.open(url: url)
    }
  }

  /// Launch URLs of OneSignal pushes and Braze's ab_uri arrive here (fitapp://…).
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    for context in URLContexts {
      router?.open(url: context.url)
    }
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    TrainingPlanStore.shared.syncIfNeeded()
  }
}
