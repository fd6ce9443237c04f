import Foundation
import SpacesKit

/// The task key of drawing a suggested widget for the Siri bar.
struct SuggestedWidgetTask: Hashable, Sendable {}

extension Engine {
  /// Draws a widget an app called relevant (`RelevantIntentManager`) as the Siri bar's answer:
  /// its provider's timeline for the configuration, the entry current now (the first when
  /// none has started yet), in the medium family when the widget has it, titled with the
  /// widget's display name and app. Comes back as `.siri(.widgetShown)`.
  func showSuggestedWidget(_ kind: String, _ configuration: IntentBox) {
    guard let definition = apps.widgets[kind] else {
      send(
        .siri(
          .widgetShown(
            SiriAnswer(
              title: kind.shortKind, lines: ["No app declares the widget \(kind.shortKind)."],
              isError: true))))
      return
    }
    let family: WidgetFamily =
      definition.supportedFamilies.contains(.systemMedium)
      ? .systemMedium : definition.supportedFamilies.first ?? .systemMedium
    let app = apps.widgetKindsByApp.first { $0.value.contains(kind) }?.key
    let name = definition.displayName?.resolvedText ?? kind.shortKind
    let title = app.map { "\(name) · \($0)" } ?? name
    let context = definition.context(family: family)
    let host = self.host
    let now = clock.now()
    launch(TaskKey(SuggestedWidgetTask())) {
      let timeline = await definition.timeline(
        on: host, configuration: configuration, context: context)
      guard
        let entry = timeline.entries.last(where: { $0.date <= now }) ?? timeline.entries.first
      else {
        return .siri(
          .widgetShown(
            SiriAnswer(title: title, lines: ["The widget has no entries."], isError: true)))
      }
      return .siri(.widgetShown(SiriAnswer(title: title, snippet: entry.view)))
    }
  }
}
