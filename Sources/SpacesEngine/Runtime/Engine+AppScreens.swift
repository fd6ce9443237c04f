import Foundation
import SpacesKit

extension Engine {
  /// Records the apps' own screens (`HostedApp.appView`); returns the names of the apps that
  /// have one.
  func installAppScreens(apps: [HostedApp]) -> [String] {
    var names: [String] = []
    for app in apps {
      guard let make = app.appView, host.runSync({ make() }) != nil else { continue }
      appViews[app.name] = make
      names.append(app.name)
    }
    return names
  }

  /// Resolves an app's view with its `@State` values and App Shortcuts, and tells the reducer.
  func resolveAppScreen(_ app: String) {
    guard let make = appViews[app] else { return }
    let shortcuts =
      shortcutApps.first { $0.name == app }?.appShortcuts.map { provider in
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
    for line in UnsupportedAPIs.used(inAppView: node, app: app)
    where reportedViews.insert(line).inserted {
      pending.append(.log(.unsupported(line)))
    }
    if isReducing {
      pending.append(.appScreen(.resolved(app, node)))
    } else {
      send(.appScreen(.resolved(app, node)))
    }
  }

  /// Runs a view's callback (a Siri tip's dismissal, a Shortcuts link's action), saves the
  /// `@State` values it changed, then resolves the app's view again.
  func callView(_ callback: ViewCallback, app: String) {
    let before = viewState.persistedValues
    host.runSync { callback() }
    if viewState.persistedValues != before {
      do {
        try viewStateFile.save(viewState.persistedValues)
      } catch {
        pending.append(
          .log(.warning("view state: couldn't save \(viewStateFile.url.path): \(error)")))
      }
    }
    resolveAppScreen(app)
  }
}
