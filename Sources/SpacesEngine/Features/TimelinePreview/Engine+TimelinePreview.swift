import Foundation
import SpacesKit

extension TimelinePreviewFeature.Effect: FeatureEffect {
  /// Runs a timeline preview effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of timeline previews.
struct TimelinePreviewTask: Hashable, Sendable {
  var kind: String
}

extension Engine {
  /// Gets a timeline preview's entries.
  func run(_ effect: TimelinePreviewFeature.Effect) {
    switch effect {
    case .load(let kind, let family, let configuration):
      loadTimelinePreview(kind: kind, family: family, configuration: configuration)
    }
  }

  /// Gets a timeline preview's entries off the reducer: the kind's `#Preview` timeline (the
  /// one in `family` if there are several), else the kind's provider's timeline for the
  /// configuration; sends them back as `.timelinePreview(.loaded)`.
  private func loadTimelinePreview(kind: String, family: WidgetFamily?, configuration: IntentBox?) {
    let previews = widgetPreviews.filter { $0.kind == kind }
    let host = self.host
    if let preview = previews.first(where: { $0.family == family }) ?? previews.first {
      launch(TaskKey(TimelinePreviewTask(kind: kind))) {
        let entries = await preview.resolvedEntries(on: host)
        return .timelinePreview(
          .loaded(
            kind: kind, .preview(name: preview.name, at: preview.source), family: preview.family,
            entries))
      }
      return
    }
    guard let definition = apps.widgets[kind] else {
      post(
        .timelinePreview(
          .loaded(
            kind: kind, .unavailable("no #Preview and no hosted app declares \(kind)"),
            family: family ?? .systemSmall, [])))
      return
    }
    let family =
      family ?? definition.supportedFamilies.first(where: \.isSystem)
      ?? definition.supportedFamilies.first ?? .systemSmall
    let configuration =
      configuration ?? definition.makeDefaultConfiguration.map { make in host.runSync { make() } }
    let context = definition.context(family: family)
    launch(TaskKey(TimelinePreviewTask(kind: kind))) {
      let timeline = await definition.timeline(
        on: host, configuration: configuration, context: context)
      return .timelinePreview(
        .loaded(
          kind: kind, .timeline(policy: WidgetsFeature.policyText(timeline.policy)),
          family: family, timeline.entries))
    }
  }
}
