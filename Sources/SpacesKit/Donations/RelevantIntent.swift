/// An intent the app suggests, with when it is relevant, as App Intents declares it.
///
/// It is the configuration of a widget the Smart Stack would show then.
public struct RelevantIntent: Sendable {
  /// What the system keeps of it.
  package let record: RelevantIntentRecord

  /// A widget's configuration intent, its kind, and when it is relevant.
  public init<IntentType: WidgetConfigurationIntent>(
    _ intent: IntentType, widgetKind: String, relevance: RelevantContext
  ) {
    record = RelevantIntentRecord(
      intent: IntentBox(intent), widgetKind: widgetKind, relevance: relevance)
  }
}

/// A relevant intent as the system keeps it (`DashboardState.donations`): what a Smart Stack
/// reads to choose which widget to show.
package struct RelevantIntentRecord: Sendable, Equatable {
  /// The widget's configuration intent.
  package var intent: IntentBox
  /// The widget's kind.
  package var widgetKind: String
  /// When it is relevant.
  package var relevance: RelevantContext

  package init(intent: IntentBox, widgetKind: String, relevance: RelevantContext) {
    self.intent = intent
    self.widgetKind = widgetKind
    self.relevance = relevance
  }
}
