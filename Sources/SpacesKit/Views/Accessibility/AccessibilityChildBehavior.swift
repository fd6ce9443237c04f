/// How an element made by `accessibilityElement(children:)` treats its children's elements.
///
/// As SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    case ignore, contain, combine
  }

  package let kind: Kind

  /// The children are ignored: the new element has only the attributes set on it.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// The children stay elements of their own, inside a container.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
  /// The children are merged into the new element: their labels joined by ", ".
  public static let combine = AccessibilityChildBehavior(kind: .combine)
}
