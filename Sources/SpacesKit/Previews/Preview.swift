import Foundation

/// A preview the `#Preview` macros declare: a widget in a family, with entries to step through.
///
/// As DeveloperToolsSupport's `Preview`.
///
/// Use the macro, not this type: `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`
/// expands into a declaration that calls this initializer and that the dashboard discovers
/// (`Preview.discovered`), so `spaces preview KIND` and the Home Screen's timeline preview use
/// its entries.
@MainActor
public struct Preview {
  /// The preview's display name (`nil`: none given).
  package let name: String?
  /// The family the widget is drawn in.
  package let family: WidgetFamily
  /// Where the `#Preview` is written ("Game/CharacterDetailWidget.swift:120"; empty when the
  /// initializer was called directly).
  package internal(set) var source = ""
  let makeWidget: @MainActor () -> [WidgetBundleEntry]
  let makeEntries: @MainActor () async -> [any TimelineEntry]

  /// Creates a preview of a timeline-style widget.
  ///
  /// The widget's entry view drawn for each entry, in the order given (their dates are shown, not
  /// waited for).
  public init<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
  ) {
    self.name = name
    self.family = family
    self.makeWidget = { widget().body._entries }
    self.makeEntries = timeline
  }

  /// The previewed widget's kind (`nil`: the widget declares no Home Screen or Lock Screen
  /// widget).
  package var kind: String? { definition?.kind }

  /// The previewed widget's definition.
  var definition: WidgetDefinition? {
    for entry in makeWidget() {
      if case .widget(let definition) = entry { return definition }
    }
    return nil
  }

  /// Builds the timeline with a host current and draws each entry with the widget's entry view.
  ///
  /// An entry of a type the widget doesn't take draws as a line saying so.
  package func resolvedEntries(on host: SystemHost) async -> [ResolvedEntry] {
    guard let definition else { return [] }
    let context = TimelineProviderContext(family: family, isPreview: true)
    let entries = await SystemHost.$scoped.withValue(host) { await makeEntries() }
    return entries.map { entry in
      let view = SystemHost.$scoped.withValue(host) { definition.drawEntry?(entry, context) }
      return ResolvedEntry(
        date: entry.date,
        view: view ?? .text(.verbatim("\(type(of: entry)) is not an entry of \(definition.kind)")))
    }
  }
}
