import Foundation

/// An action that opens a URL, as SwiftUI's; read it with `@Environment(\.openURL)`.
///
/// The system's action (the default) opens the app whose screen the view is on, showing the
/// URL in the screen's title ("opening <App>", then the app's screen). A widget has no app
/// screen to open from: there the call is logged as a warning instead.
public struct OpenURLAction {
  /// The app whose screen the view is on (`nil`: a widget, a preview).
  let appName: String?
  /// A handler given with `OpenURLAction(handler:)`; `nil` for the system's action.
  let handler: ((URL) -> Result)?

  init(appName: String?) {
    self.appName = appName
    self.handler = nil
  }

  /// Creates an action that hands each URL to a handler, which says how it was dealt with.
  public init(handler: @escaping (URL) -> Result) {
    self.appName = nil
    self.handler = handler
  }

  /// Opens a URL.
  public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

  /// Opens a URL, then tells the completion whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    guard let handler else {
      completion(Self.openInSystem(url, appName: appName))
      return
    }
    switch handler(url).kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let other): completion(Self.openInSystem(other ?? url, appName: appName))
    }
  }

  /// Asks the system to open the URL; whether there was an app to open it in.
  private static func openInSystem(_ url: URL, appName: String?) -> Bool {
    SystemHost.current.send(.openURL(url, app: appName))
    return appName != nil
  }

  /// How a handler dealt with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler refused the URL.
    public static let discarded = Result(kind: .discarded)
    /// The system opens the URL as it would without the handler.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The system opens another URL instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }
}

/// The environment's URL-opening action: the system's, unless a view sets its own.
private struct OpenURLActionKey: EnvironmentKey {
  static var defaultValue: OpenURLAction? { nil }
}

extension EnvironmentValues {
  /// The action that opens a URL: `@Environment(\.openURL) private var openURL`.
  ///
  /// The system's action opens the app whose screen the view is on, with the URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLActionKey.self] ?? OpenURLAction(appName: _appScreen?.appName) }
    set { self[OpenURLActionKey.self] = newValue }
  }
}
