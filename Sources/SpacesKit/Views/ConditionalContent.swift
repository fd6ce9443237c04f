/// One of two views, chosen by an `if`/`else` or `switch` in a builder, as SwiftUI's
/// `_ConditionalContent`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// Resolves the branch the condition chose.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    switch storage {
    case .trueContent(let view): resolveViewNode(view, environment: environment)
    case .falseContent(let view): resolveViewNode(view, environment: environment)
    }
  }
}
