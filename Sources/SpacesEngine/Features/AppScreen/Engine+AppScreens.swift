import Foundation
import SpacesKit

extension AppScreenFeature.Effect: FeatureEffect {
  /// Runs an app screen effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Carries out an app screen effect: the app's view resolved (again), a view's callback run.
  func run(_ effect: AppScreenFeature.Effect) {
    switch effect {
    case .resolve(let app): resolveAppScreen(app)
    case .callView(let callback, let app): callView(callback, app: app)
    case .deliverURL(let url, let app): deliverURL(url, app: app)
    }
  }

  /// Hands a URL to the `onOpenURL(perform:)` actions of an app's view (resolved afresh, so
  /// they see its current `@State`), saves the `@State` values they changed, then resolves the
  /// view again.
  private func deliverURL(_ url: URL, app: String) {
    guard let make = apps.appViews[app] else { return }
    var environment = EnvironmentValues()
    environment._appScreen = AppScreenContext(appName: app, appShortcuts: [], store: viewState)
    let store = viewState
    let before = viewState.persistedValues
    host.runSync {
      store.beginPass()
      let node = make().map { resolveViewNode($0, environment: environment) } ?? .empty
      for handler in node.urlHandlers { handler(url) }
    }
    if viewState.persistedValues != before { post(.viewStateFile(.save)) }
    resolveAppScreen(app)
  }

  /// Resolves an app's view with its `@State` values and App Shortcuts, and tells the reducer.
  private func resolveAppScreen(_ app: String) {
    guard let make = apps.appViews[app] else { return }
    let shortcuts =
      apps.shortcutApps.first { $0.name == app }?.appShortcuts.map { provider in
        host.runSync { provider.appShortcuts }
      } ?? []
    var environment = EnvironmentValues()
    environment._appScreen = AppScreenContext(
      appName: app, appShortcuts: shortcuts, store: viewState)
    let store = viewState
    let node = measure("app view \(app)") {
      host.runSync {
        store.beginPass()
        return make().map { resolveViewNode($0, environment: environment) } ?? .empty
      }
    }
    for line in UnsupportedAPIs.used(inAppView: node, app: app) {
      reportOnce(.unsupported(line))
    }
    post(.appScreen(.resolved(app, node)))
  }

  /// Runs a view's callback (a Siri tip's dismissal, a Shortcuts link's action), saves the
  /// `@State` values it changed, then resolves the app's view again.
  private func callView(_ callback: ViewCallback, app: String) {
    let before = viewState.persistedValues
    host.runSync { callback() }
    if viewState.persistedValues != before { post(.viewStateFile(.save)) }
    resolveAppScreen(app)
  }
}
