import Foundation

/// A preconfigured widget an `AppIntentTimelineProvider` recommends.
///
/// As WidgetKit's `AppIntentRecommendation`: its configuration intent and a description
/// ("Cupertino").
///
/// iOS shows recommendations only where widgets can't be configured (a watch's complications);
/// the dashboard reads them when it starts and when the app calls
/// `WidgetCenter.shared.invalidateConfigurationRecommendations()`, lists them in the event log
/// (`i`), and offers each in the widget gallery as a preconfigured entry of its kind ("Weather —
/// Paris"): adding it places a widget with the recommended intent.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  /// The recommended configuration.
  public let intent: Intent
  /// What the configuration shows, in a few words.
  let descriptionText: @MainActor () -> String

  /// Recommends a configuration, described by a text.
  public init(intent: Intent, description: Text) {
    self.intent = intent
    descriptionText = { description.plainText }
  }

  /// Recommends a configuration, described by a localized string.
  public init(intent: Intent, description: LocalizedStringResource) {
    self.intent = intent
    descriptionText = { description.resolvedText }
  }
}

extension AppIntentTimelineProvider {
  /// No recommendations, unless the provider makes some.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A widget configuration a provider recommends, as the engine keeps it.
package struct WidgetRecommendation: Sendable, Equatable {
  /// Its description.
  package var description: String
  /// The configuration intent.
  package var configuration: IntentBox

  package init(description: String, configuration: IntentBox) {
    self.description = description
    self.configuration = configuration
  }
}
