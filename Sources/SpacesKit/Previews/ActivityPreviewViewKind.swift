/// Which presentation of a Live Activity a preview draws, as WidgetKit's type.
public enum ActivityPreviewViewKind: Hashable, Sendable, CustomStringConvertible {
  /// The Lock Screen presentation (and the banner on devices without a Dynamic Island).
  case content
  /// One of the Dynamic Island's presentations.
  case dynamicIsland(DynamicIslandPreviewViewState)

  /// The Dynamic Island's presentations a preview can draw.
  public enum DynamicIslandPreviewViewState: Hashable, Sendable {
    /// The compact views together, the minimal view, or the expanded regions.
    case compact, minimal, expanded
  }

  /// The presentation as the preview list names it ("content", "dynamicIsland(compact)").
  public var description: String {
    switch self {
    case .content: "content"
    case .dynamicIsland(let state): "dynamicIsland(\(state))"
    }
  }

  /// The family-sized box the presentation is drawn in: the Lock Screen presentation and the
  /// expanded island as wide as a medium widget, the compact island a line, the minimal one a
  /// circle's slot.
  var family: WidgetFamily {
    switch self {
    case .content, .dynamicIsland(.expanded): .systemMedium
    case .dynamicIsland(.compact): .accessoryRectangular
    case .dynamicIsland(.minimal): .accessoryCircular
    }
  }
}
