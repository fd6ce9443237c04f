import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: the text size a person chose.
///
/// A terminal draws every text size in one cell height, so the dashboard's size is always
/// `.large`, the default; a widget that reads it takes its default branch.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size: the default.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth, largest accessibility size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The Dynamic Type size: `.large`, or what a view above set.
  ///
  /// A terminal has one text size; `dynamicTypeSize(_:)` or `environment(\.dynamicTypeSize, …)`
  /// above a view changes what it reads.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size views below read from `@Environment(\.dynamicTypeSize)`.
  ///
  /// Text draws one cell high whatever the size.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size for this view to a range.
  ///
  /// Views below read the dashboard's size (`.large`) clamped to the range.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let all = DynamicTypeSize.allCases
    let inRange = all.filter { range.contains($0) }
    let size =
      range.contains(.large)
      ? DynamicTypeSize.large
      : (inRange.last.map { $0 < .large ? $0 : inRange.first! } ?? .large)
    return environment(\.dynamicTypeSize, size)
  }
}

extension Font {
  /// A font's width, as SwiftUI's `Font.Width`; a terminal's letters are all one cell wide.
  public struct Width: Hashable, Sendable {
    /// The width as a value from -1 (narrowest) to 1 (widest).
    public var value: CGFloat
    /// Creates a width from a value.
    public init(_ value: CGFloat) { self.value = value }
    /// A compressed width.
    public static let compressed = Width(-0.3)
    /// A condensed width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// An expanded width.
    public static let expanded = Width(0.2)
  }

  /// This font at a width; a terminal's letters are all one cell wide, so it draws as is.
  public func width(_ width: Width) -> Font { self }
}

extension View {
  /// Sets the font width of text in this view; a terminal's letters are all one cell wide.
  public func fontWidth(_ width: Font.Width?) -> some View { self }
}
