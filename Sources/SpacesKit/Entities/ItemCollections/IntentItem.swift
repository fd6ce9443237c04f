/// A value an options provider returns with how to show it, as App Intents declares it.
///
/// `IntentItem(episode, title: "Pilot", subtitle: "12 min", image: .init(systemName: "play"))`;
/// without a title the value's own display representation (or its description) shows.
public struct IntentItem<Value> {
  /// The value.
  public var value: Value
  /// How the item shows, when it was given one.
  let shown: DisplayRepresentation?

  /// An item that shows its value's own representation.
  public init(_ value: Value) {
    self.value = value
    self.shown = nil
  }

  /// An item with its own title, subtitle and image.
  ///
  /// They are used even for a value that has a display representation, as iOS does.
  public init(
    _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
    self.shown = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
  }

  /// How the item shows: its own representation, else the value's.
  public var description: DisplayRepresentation {
    if let shown { return shown }
    if let representable = value as? any DisplayRepresentable {
      return representable.displayRepresentation
    }
    return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(value)"))
  }

  /// Builds a list of items from values and items.
  @resultBuilder
  public enum Builder {
    /// A value as an item that shows its own representation.
    public static func buildExpression(_ expression: Value) -> [IntentItem<Value>] {
      [IntentItem(expression)]
    }

    /// An item.
    public static func buildExpression(_ expression: IntentItem<Value>) -> [IntentItem<Value>] {
      [expression]
    }

    /// The items, in order.
    public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] {
      parts.flatMap { $0 }
    }

    /// Items made in a loop.
    public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
      parts.flatMap { $0 }
    }

    /// Items made under an `if`.
    public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] {
      part ?? []
    }

    /// The items of an `if`'s branch.
    public static func buildEither(first part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }

    /// The items of an `else` branch.
    public static func buildEither(second part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
  }
}

extension IntentItem: Sendable where Value: Sendable {}
