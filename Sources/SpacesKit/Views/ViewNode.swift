import Foundation

/// The resolved description of a view tree: what the renderer lays out into cells.
///
/// Lengths are in points, as in SwiftUI; the renderer converts them to cells.
public indirect enum ViewNode: Equatable, Sendable {
  /// Nothing.
  case empty
  /// A run of text.
  case text(TextContent)
  /// An SF Symbol (or named image).
  case image(systemName: String)
  /// A title with an icon.
  case label(title: ViewNode, icon: ViewNode)
  /// A horizontal or vertical stack.
  case stack(StackAxis, alignment: StackAlignment, spacing: Double?, children: [ViewNode])
  /// Flexible space along the enclosing stack's axis.
  case spacer(minLength: Double?)
  /// A solid colour filling its frame.
  case color(Color)
  /// Several sibling views (a builder block or a group).
  case group([ViewNode])
  /// A view with a modifier applied.
  case modified(ViewNode, ViewModifierValue)

  /// Every node in this tree, depth first, the node itself first.
  public func forEachNode(_ body: (ViewNode) -> Void) {
    body(self)
    switch self {
    case .label(let title, let icon):
      icon.forEachNode(body)
      title.forEachNode(body)
    case .stack(_, _, _, let children), .group(let children):
      for child in children { child.forEachNode(body) }
    case .modified(let content, _):
      content.forEachNode(body)
    default:
      break
    }
  }

  /// The first SF Symbol name in the tree.
  public var firstSystemImage: String? {
    var found: String?
    forEachNode { node in
      if found == nil, case .image(let name) = node { found = name }
    }
    return found
  }

  /// The first literal text in the tree (live dates excluded).
  public var firstText: String? {
    var found: String?
    forEachNode { node in
      if found == nil, case .text(.verbatim(let text)) = node { found = text }
    }
    return found
  }

  /// The first value of a modifier found in the tree, outermost first.
  public func firstModifier<T>(_ extract: (ViewModifierValue) -> T?) -> T? {
    var found: T?
    forEachNode { node in
      if found == nil, case .modified(_, let modifier) = node { found = extract(modifier) }
    }
    return found
  }
}

/// What a text view shows: literal text or a live date that updates without reloads.
public enum TextContent: Equatable, Sendable {
  /// Literal text.
  case verbatim(String)
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
  case timer(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
  /// `Text(_:style:)`.
  case date(Date, style: Text.DateStyle)
}

/// The axis of a stack.
public enum StackAxis: Equatable, Sendable {
  case horizontal, vertical
}

/// Cross-axis alignment of a stack's children.
public enum StackAlignment: Equatable, Sendable {
  case leading, center, trailing, top, bottom
}

/// A modifier recorded on a view.
public enum ViewModifierValue: Equatable, Sendable {
  case font(Font?)
  case bold(Bool)
  case foreground(Color?)
  case tint(Color?)
  case padding(EdgeInsets)
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case controlWidgetActionHint(String)
  case controlWidgetStatus(String)
  case labelStyle(LabelStyleKind)
  case monospacedDigit
  case privacySensitive(Bool)
}

/// The built-in label styles.
public enum LabelStyleKind: Equatable, Sendable {
  case automatic, titleOnly, iconOnly, titleAndIcon
}
