/// What a host gives the views of an app's screen while it resolves them.
///
/// The app's name and App Shortcuts (a `SiriTipView` shows their phrases), and the store its
/// views' `@State` values live in. The engine sets it in the environment of the app's
/// `SpacesAppInfo.appView`; widgets and previews are resolved without one.
package struct AppScreenContext: Sendable {
  /// The app's display name (`\(.applicationName)` in the phrases a tip shows).
  package var appName: String
  /// The app's App Shortcuts, in the provider's order.
  package var appShortcuts: [AppShortcut]
  /// Where the screen's `@State` values live.
  package var store: ViewStateStore

  /// A context for resolving an app's screen.
  package init(appName: String, appShortcuts: [AppShortcut], store: ViewStateStore) {
    self.appName = appName
    self.appShortcuts = appShortcuts
    self.store = store
  }
}

/// The app screen being resolved, if any.
private struct AppScreenContextKey: EnvironmentKey {
  static var defaultValue: AppScreenContext? { nil }
}

/// The identity path of the view being resolved in an app screen.
private struct ViewPathKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

extension EnvironmentValues {
  /// The app screen being resolved (set by the host; `nil` for widgets and previews).
  package var _appScreen: AppScreenContext? {
    get { self[AppScreenContextKey.self] }
    set {
      self[AppScreenContextKey.self] = newValue
      if let newValue { _viewPath = newValue.appName }
    }
  }

  /// The identity of the view being resolved: the app, then each custom view type down to it.
  package internal(set) var _viewPath: String {
    get { self[ViewPathKey.self] }
    set { self[ViewPathKey.self] = newValue }
  }
}
