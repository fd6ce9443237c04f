/// Something a view asks the host to do when the user presses one of its elements.
///
/// A `SiriTipView`'s ×, a `ShortcutsLink`'s action: kept in the view's node, run by the engine
/// on the main actor when the element is pressed.
///
/// Two callbacks are equal when they have the same identity (the element's place in the view
/// tree): a node resolved again compares equal when nothing else changed.
package struct ViewCallback: Equatable, Sendable, CustomStringConvertible {
  /// The element's identity.
  package let id: String
  private let action: @MainActor @Sendable () -> Void

  /// A callback with an identity.
  package init(id: String, action: @escaping @MainActor @Sendable () -> Void) {
    self.id = id
    self.action = action
  }

  /// Runs the callback (on the main actor, as SwiftUI runs view actions).
  @MainActor package func callAsFunction() { action() }

  /// Whether two callbacks are the same element's (same identity).
  package static func == (lhs: ViewCallback, rhs: ViewCallback) -> Bool { lhs.id == rhs.id }

  /// The callback by its identity.
  package var description: String { "ViewCallback(\(id))" }
}
