/// How a view fills the space offered for a given aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The whole view fits inside the space (it may leave some free).
  case fit
  /// The view covers the whole space (it may be cut).
  case fill
}
