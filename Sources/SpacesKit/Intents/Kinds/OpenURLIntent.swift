import Foundation

/// An intent that opens a URL, as App Intents declares it.
///
/// `.result(opensIntent: OpenURLIntent(url))` opens the app's screen with the URL (its
/// `onOpenURL` gets it).
public struct OpenURLIntent: AppIntent {
  /// The intent's title.
  public static let title: LocalizedStringResource = "Open URL"
  /// Not offered by itself in the Siri bar.
  public static let isDiscoverable = false

  /// The URL to open.
  @Parameter(title: "URL")
  public var url: URL

  /// Creates the intent without a URL (the system asks for one).
  public init() {}

  /// Creates the intent that opens a URL.
  public init(_ url: URL) {
    self.url = url
  }

  /// Opens the app of the run with the URL.
  public func perform() async throws -> some IntentResult {
    SystemHost.current.openRunningIntentApp(url: url)
    return .result()
  }
}
