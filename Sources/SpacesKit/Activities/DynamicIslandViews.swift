import Foundation

/// The views of a Live Activity's Dynamic Island presentations, resolved when drawn.
///
/// Each closure resolves its view on the main actor, where `node(for:)` calls it.
struct DynamicIslandViews {
  /// The expanded presentation's regions with their positions, in the order built.
  let expanded:
    [(position: DynamicIslandExpandedRegionPosition, priority: Double, view: () -> ViewNode)]
  /// The compact presentation's leading view.
  let compactLeading: () -> ViewNode
  /// The compact presentation's trailing view.
  let compactTrailing: () -> ViewNode
  /// The minimal presentation's view.
  let minimal: () -> ViewNode

  /// One presentation as a view tree: compact is the leading and trailing views at either end,
  /// expanded the leading, centre and trailing regions in a row above the bottom region.
  @MainActor
  func node(for presentation: ActivityPreviewViewKind.DynamicIslandPreviewViewState) -> ViewNode {
    switch presentation {
    case .compact:
      return .stack(
        .horizontal, alignment: .center, spacing: nil,
        children: [compactLeading(), .spacer(minLength: nil), compactTrailing()])
    case .minimal:
      return minimal()
    case .expanded:
      func region(_ position: DynamicIslandExpandedRegionPosition) -> [ViewNode] {
        expanded.filter { $0.position == position }.map { $0.view() }
      }
      let top: [ViewNode] =
        region(.leading) + [.spacer(minLength: nil)] + region(.center)
        + [.spacer(minLength: nil)] + region(.trailing)
      return .stack(
        .vertical, alignment: .center, spacing: nil,
        children: [.stack(.horizontal, alignment: .top, spacing: nil, children: top)]
          + region(.bottom))
    }
  }
}
