/// A titled group of an options provider's items.
///
/// Pickers draw it under its header, as iOS draws a list's sections.
public struct IntentItemSection<Result> {
  /// The header, if any.
  public var title: LocalizedStringResource?
  /// A line under the header, if any.
  public var subtitle: LocalizedStringResource?
  /// An image beside the header, if any.
  public var image: DisplayRepresentation.Image?
  /// The items.
  public var items: [IntentItem<Result>]

  /// A section of values.
  public init(_ title: LocalizedStringResource, items: [Result]) {
    self.init(title, items: items.map { IntentItem($0) })
  }

  /// A section of items.
  public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.title = title
    self.items = items
  }

  /// A section of items (the iOS 16.0 label).
  public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.init(title, items: items)
  }

  /// A section without a header.
  public init(items: [IntentItem<Result>]) {
    self.items = items
  }

  /// A section whose items a builder lists: `ItemSection("Recent") { episode1; episode2 }`.
  public init(
    _ title: LocalizedStringResource? = nil,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.title = title
    self.items = itemsBuilder()
  }

  /// A section with a subtitle and an image beside its header.
  public init(
    _ title: LocalizedStringResource, subtitle: LocalizedStringResource?,
    image: DisplayRepresentation.Image?,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.items = itemsBuilder()
  }

  /// Builds a list of sections; items outside a section make one without a header.
  @resultBuilder
  public enum Builder {
    /// A section.
    public static func buildExpression(_ expression: IntentItemSection<Result>)
      -> [IntentItemSection<Result>]
    {
      [expression]
    }

    /// An item outside a section.
    public static func buildExpression(_ expression: IntentItem<Result>)
      -> [IntentItemSection<Result>]
    {
      [IntentItemSection(items: [expression])]
    }

    /// A value outside a section.
    public static func buildExpression(_ expression: Result) -> [IntentItemSection<Result>] {
      [IntentItemSection(items: [IntentItem(expression)])]
    }

    /// The sections in order; neighbouring items without a section share one.
    public static func buildBlock(_ parts: [IntentItemSection<Result>]...)
      -> [IntentItemSection<Result>]
    {
      var sections: [IntentItemSection<Result>] = []
      for section in parts.joined() {
        if section.title == nil, let last = sections.last, last.title == nil {
          sections[sections.count - 1].items += section.items
        } else {
          sections.append(section)
        }
      }
      return sections
    }

    /// Sections made in a loop.
    public static func buildArray(_ parts: [[IntentItemSection<Result>]])
      -> [IntentItemSection<Result>]
    {
      parts.flatMap { $0 }
    }
  }
}

extension IntentItemSection: Sendable where Result: Sendable {}

extension IntentItemSection {
  /// The header a picker draws: the title, subtitle and symbol; `nil` without a title.
  var header: ParameterOptionSection? {
    title.map {
      ParameterOptionSection(
        title: $0.resolvedText, subtitle: subtitle?.resolvedText, systemImage: image?.systemName)
    }
  }
}
