import Foundation

/// How the system runs one widget kind.
///
/// Its provider and content erased to closures, with what its configuration's modifiers set.
@MainActor
package struct WidgetDefinition {
  /// The widget's kind.
  package let kind: String
  /// The name shown in the widget gallery.
  package var displayName: LocalizedStringResource?
  /// The description shown in the widget gallery.
  package var description: LocalizedStringResource?
  /// The families the widget supports (every family unless the widget says).
  package var supportedFamilies: [WidgetFamily] = WidgetFamily.allCases
  /// Whether the tile applies no margins (`contentMarginsDisabled()`).
  package var contentMarginsDisabled = false
  /// Whether the system may remove the container background (`containerBackgroundRemovable`).
  package var containerBackgroundRemovable = true
  /// The places each family works less well in (`disfavoredLocations(_:for:)`).
  package var disfavoredLocations: [WidgetFamily: Set<WidgetLocation>] = [:]
  /// The configuration intent at its defaults (`nil` for a static widget).
  package let makeDefaultConfiguration: (@Sendable () -> IntentBox)?
  /// The provider's placeholder entry, drawn for a context.
  package let placeholder: @MainActor (TimelineProviderContext) -> ViewNode
  /// Asks the provider for a timeline and draws each entry.
  package let loadTimeline:
    @MainActor (IntentBox?, TimelineProviderContext) async -> ResolvedTimeline
  /// Draws one entry with the entry view (`nil`: the entry is not of the provider's entry type).
  ///
  /// Previews draw their own entries with it.
  package var drawEntry: (@MainActor (any TimelineEntry, TimelineProviderContext) -> ViewNode?)? =
    nil
  /// The provider's snapshot entry (`getSnapshot(in:)`, `snapshot(for:in:)`) drawn for a
  /// configuration and a context: the widget gallery's preview (`nil`: none).
  package var snapshot: (@MainActor (IntentBox?, TimelineProviderContext) async -> ViewNode)? =
    nil
  /// The provider's recommended configurations (`recommendations()`; `nil`: a static widget).
  package var recommendations: (@MainActor () -> [WidgetRecommendation])? = nil
  /// What the configuration accepts but doesn't honour, one warning each, logged at install.
  package var portingWarnings: [String] = []
}

/// A timeline as the system keeps it: each entry drawn, and the reload policy.
package struct ResolvedTimeline: Equatable, Sendable {
  /// The entries, in the order the provider gave them.
  package var entries: [ResolvedEntry]
  /// When to ask for a new timeline.
  package var policy: TimelineReloadPolicy

  /// Creates a resolved timeline from its entries, in date order, and its reload policy.
  package init(entries: [ResolvedEntry], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// One timeline entry as drawn for its widget's family.
package struct ResolvedEntry: Equatable, Sendable {
  /// When the entry shows.
  package var date: Date
  /// The entry's view.
  package var view: ViewNode
  /// The entry's relevance, if it declares one.
  package var relevance: TimelineEntryRelevance?
  /// The provider's entry itself, to draw again where the system shows the widget differently
  /// (StandBy: `WidgetDefinition.drawEntry`); `nil` for entries made without a provider.
  package var value: TimelineEntryValue?

  /// Creates a resolved entry from its date, its view's node tree and its relevance.
  package init(
    date: Date, view: ViewNode, relevance: TimelineEntryRelevance? = nil,
    value: TimelineEntryValue? = nil
  ) {
    self.date = date
    self.view = view
    self.relevance = relevance
    self.value = value
  }
}

/// A provider's timeline entry kept with its drawn view, to draw it again in another context.
/// Only the main actor reads it (`WidgetDefinition.drawEntry`); all values compare equal, as the
/// entry's drawn view already tells entries apart. A class, so an entry carries one reference.
package final class TimelineEntryValue: Equatable, @unchecked Sendable {
  /// The entry.
  package let entry: any TimelineEntry

  package init(_ entry: any TimelineEntry) { self.entry = entry }

  package static func == (lhs: TimelineEntryValue, rhs: TimelineEntryValue) -> Bool { true }
}

/// Carries a value the provider hands to a completion handler back to the system.
final class ProviderResultBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// A provider's timeline with each entry drawn through the widget's entry view, in the
/// environment of the widget's family.
@MainActor
func resolvedTimeline<Entry: TimelineEntry, Content: View>(
  _ timeline: Timeline<Entry>, in context: TimelineProviderContext,
  content: (Entry) -> Content
) -> ResolvedTimeline {
  ResolvedTimeline(
    entries: timeline.entries.map {
      ResolvedEntry(
        date: $0.date, view: WidgetPresentation.resolve(content($0), in: context),
        relevance: $0.relevance, value: TimelineEntryValue($0))
    },
    policy: timeline.policy)
}

/// One entry (a `#Preview` timeline's) drawn through the widget's entry view; `nil` when it is
/// not the widget's entry type.
@MainActor
func drawnEntry<Entry: TimelineEntry, Content: View>(
  _ entry: any TimelineEntry, as type: Entry.Type, in context: TimelineProviderContext,
  content: (Entry) -> Content
) -> ViewNode? {
  (entry as? Entry).map { WidgetPresentation.resolve(content($0), in: context) }
}

extension WidgetDefinition {
  /// Asks the provider for a timeline with a host current (app code reaching `SystemHost`,
  /// `WidgetCenter` or the app group containers talks to it).
  package func timeline(
    on host: SystemHost, configuration: IntentBox?, context: TimelineProviderContext
  ) async -> ResolvedTimeline {
    await SystemHost.$scoped.withValue(host) { await loadTimeline(configuration, context) }
  }
}

extension WidgetDefinition {
  /// Draws a timeline's entries again through the entry view in another context (StandBy's),
  /// with a host current; `nil` for an entry kept without its value or of another type.
  @MainActor
  package func draw(
    _ entries: [ResolvedEntry], on host: SystemHost, context: TimelineProviderContext
  ) -> [ViewNode?] {
    guard let drawEntry else { return entries.map { _ in nil } }
    return SystemHost.$scoped.withValue(host) {
      entries.map { entry in entry.value.flatMap { drawEntry($0.entry, context) } }
    }
  }
}

extension WidgetDefinition {
  /// Asks the provider for its snapshot with a host current (`nil` when it has none): the
  /// widget gallery's preview.
  package func snapshot(
    on host: SystemHost, configuration: IntentBox?, context: TimelineProviderContext
  ) async -> ViewNode? {
    guard let snapshot else { return nil }
    return await SystemHost.$scoped.withValue(host) { await snapshot(configuration, context) }
  }
}
