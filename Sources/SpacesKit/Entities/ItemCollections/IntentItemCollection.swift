/// What an options provider or a query returns for a picker with sections.
///
/// `ItemCollection { ItemSection("Recent") { … }; ItemSection("All") { … } }`, as App Intents
/// declares it.
///
/// Configuration forms draw each section's header above its items, as iOS's pickers do.
public struct IntentItemCollection<Result>: ResultsCollection {
  /// The type of the values.
  public typealias Element = Result

  /// The label of the picker's search field (the dashboard's pickers have none; kept).
  public var promptLabel: LocalizedStringResource?
  /// Whether iOS shows an A–Z index beside the list (the dashboard's pickers don't).
  public var usesIndexedCollation: Bool
  /// The sections, in order.
  public var sections: [IntentItemSection<Result>]

  /// A collection of sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    sections: [IntentItemSection<Result>]
  ) {
    self.promptLabel = promptLabel
    self.usesIndexedCollation = usesIndexedCollation
    self.sections = sections
  }

  /// A collection whose sections (or items) a builder lists.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: sectionsBuilder())
  }

  /// A collection of items without sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    items: [IntentItem<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: [IntentItemSection(items: items)])
  }

  /// A collection of items a builder lists, without sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      items: itemsBuilder())
  }
}

extension IntentItemCollection: Sendable where Result: Sendable {}

extension IntentItemCollection: SectionedResults {
  /// Each item with its section's header.
  var sectionedItems: [SectionedResultItem] {
    sections.flatMap { section in
      section.items.map { item in
        SectionedResultItem(
          value: item.value, section: section.header, shown: item.shown)
      }
    }
  }
}

extension DynamicOptionsProvider {
  /// A sectioned list of options: `ItemCollection { ItemSection("Recent") { … } }`.
  public typealias ItemCollection = IntentItemCollection
  /// A section of options.
  public typealias ItemSection = IntentItemSection
  /// An option with how it shows.
  public typealias Item = IntentItem
}
