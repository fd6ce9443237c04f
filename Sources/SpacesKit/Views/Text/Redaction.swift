/// Why a view is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates reasons from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content drawn as a placeholder: text and symbols become blocks.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content hidden for privacy (`privacySensitive()` views).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content shown as stale until it is updated (`invalidatableContent()`).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The environment key of the redaction reasons.
private struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// Why views in this subtree are redacted, from `redacted(reason:)`; empty when they aren't.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Redacts this view: with `.placeholder`, text and symbols draw as blocks (▇▇▇, ### in ASCII).
  public func redacted(reason: RedactionReasons) -> some View {
    _EnvironmentWritingView<Self, RedactionReasons>(content: self) {
      $0.redactionReasons.formUnion(reason)
    }
  }

  /// Shows this view unredacted inside a redacted one.
  public func unredacted() -> some View {
    _EnvironmentWritingView<Self, RedactionReasons>(content: self) { $0.redactionReasons = [] }
  }
}

/// Drawing redacted content: the blocks that stand for text and symbols.
package enum Redaction {
  /// The block a redacted character draws as.
  package static let block: Character = "▇"

  /// Redacted text: each character a block, spaces and line breaks kept.
  package static func redact(_ text: String) -> String {
    String(text.map { $0 == " " || $0 == "\n" ? $0 : block })
  }

  /// What a redacted live date or timer shows: blocks as wide as a short time.
  package static let redactedDate = "▇▇▇▇"
}
