/// An accessibility attribute set on a view, as `ViewModifierValue.accessibility` records it.
///
/// Kept on the resolved tree and not drawn: the VoiceOver overlay (`A`) and the inspector read it
/// (`ViewNode.accessibilityElements(text:)`).
package enum AccessibilityAttribute: Equatable, Sendable {
  /// `accessibilityLabel(_:)`: what VoiceOver calls the element.
  case label(String)
  /// `accessibilityValue(_:)`: the element's current value.
  case value(String)
  /// `accessibilityHint(_:)`: what activating the element does.
  case hint(String)
  /// `accessibilityHidden(_:)`: the view and its children are skipped.
  case hidden(Bool)
  /// `accessibilityElement(children:)`: the view becomes one element.
  case element(AccessibilityChildBehavior)
  /// `accessibilityAddTraits(_:)`.
  case addTraits(AccessibilityTraits)
  /// `accessibilityRemoveTraits(_:)`.
  case removeTraits(AccessibilityTraits)
  /// `accessibilityIdentifier(_:)`: the name UI tests find the element by.
  case identifier(String)
  /// `accessibilitySortPriority(_:)`: elements with higher priorities are read first.
  case sortPriority(Double)
}
