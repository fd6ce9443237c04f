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
  /// What the preview draws, as `spaces preview --list` names it: the family, or a Live
  /// Activity's presentation (`content`, `dynamicIsland(compact)`).
  package let presentation: String
  /// The kind of what is previewed: a widget's kind, a Live Activity's attributes type.
  let makeKind: @MainActor () -> String?
  /// Draws each entry (a timeline entry, an activity's content state).
  let makeResolvedEntries: @MainActor (SystemHost) async -> [ResolvedEntry]

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
    self.presentation = "\(family)"
    let makeWidget: @MainActor () -> WidgetDefinition? = {
      for entry in widget().body._entries {
        if case .widget(let definition) = entry { return definition }
      }
      return nil
    }
    self.makeKind = { makeWidget()?.kind }
    self.makeResolvedEntries = { host in
      guard let definition = makeWidget() else { return [] }
      return await Self.resolvedEntries(
        of: definition, family: family, entries: timeline, on: host)
    }
  }

  /// Creates a preview from its parts (the other initializers' common form).
  init(
    name: String?, family: WidgetFamily, presentation: String,
    kind: @escaping @MainActor () -> String?,
    entries: @escaping @MainActor (SystemHost) async -> [ResolvedEntry]
  ) {
    self.name = name
    self.family = family
    self.presentation = presentation
    self.makeKind = kind
    self.makeResolvedEntries = entries
  }

  /// The previewed widget's kind, or Live Activity's attributes type; a view's preview's name,
  /// else where it is written (`nil`: none of them).
  package var kind: String? { makeKind() ?? (source.isEmpty ? nil : source) }

  /// Builds the entries with a host current and draws each of them.
  package func resolvedEntries(on host: SystemHost) async -> [ResolvedEntry] {
    await makeResolvedEntries(host)
  }

  /// Builds a widget's timeline with a host current and draws each entry with its entry view.
  ///
  /// An entry of a type the widget doesn't take draws as a line saying so.
  private static func resolvedEntries(
    of definition: WidgetDefinition, family: WidgetFamily,
    entries makeEntries: @MainActor () async -> [any TimelineEntry], on host: SystemHost
  ) async -> [ResolvedEntry] {
    let context = definition.context(family: family, isPreview: true)
    let entries = await SystemHost.$scoped.withValue(host) { await makeEntries() }
    return entries.map { entry in
      let view = SystemHost.$scoped.withValue(host) { definition.drawEntry?(entry, context) }
      return ResolvedEntry(
        date: entry.date,
        view: view ?? .text(.verbatim("\(type(of: entry)) is not an entry of \(definition.kind)")),
        relevance: entry.relevance)
    }
  }
}
