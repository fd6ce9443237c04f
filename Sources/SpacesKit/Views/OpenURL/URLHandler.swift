import Foundation

/// What a view does with a URL its app is opened with (`onOpenURL(perform:)`), kept in the
/// view's node and run by the engine on the main actor when the app opens with a URL.
///
/// Two handlers are equal when they have the same identity (the view's place in the tree), as
/// `ViewCallback`s are.
package struct URLHandler: Equatable, Sendable, CustomStringConvertible {
  /// The view's identity.
  package let id: String
  private let action: @MainActor @Sendable (URL) -> Void

  /// A handler with an identity.
  package init(id: String, action: @escaping @MainActor @Sendable (URL) -> Void) {
    self.id = id
    self.action = action
  }

  /// Hands a URL to the view (on the main actor, as SwiftUI calls `onOpenURL`).
  @MainActor package func callAsFunction(_ url: URL) { action(url) }

  /// Whether two handlers are the same view's.
  package static func == (lhs: URLHandler, rhs: URLHandler) -> Bool { lhs.id == rhs.id }

  /// The handler by its identity.
  package var description: String { "URLHandler(\(id))" }
}

extension ViewNode {
  /// The `onOpenURL(perform:)` handlers in this tree, in tree order.
  package var urlHandlers: [URLHandler] {
    var found: [URLHandler] = []
    forEachNode { node in
      if case .modified(_, .onOpenURL(let handler)) = node { found.append(handler) }
    }
    return found
  }

  /// The URL the widget opens its app with when tapped (`widgetURL(_:)`, the outermost one).
  package var widgetURL: URL? {
    firstModifier { if case .widgetURL(let url) = $0 { url } else { nil } }
  }
}
