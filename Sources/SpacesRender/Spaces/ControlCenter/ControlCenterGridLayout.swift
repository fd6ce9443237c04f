import Foundation
import SpacesEngine
import SpacesKit

/// Control Center's grid as a custom `Layout`, written as an app would write it in SwiftUI:
/// each module carries where it goes in units (the `Spot` layout value) and the layout puts it
/// on that unit's rectangle of `ControlCenterGrid`, the grid's first row where the scroll put
/// it. The layout takes all the space offered (the rows shown); what the scroll leaves out is
/// clipped by the pipeline's drawing and counted by the space's own markers.
///
/// A placement's leaf reaches `bleed` columns left of its module: edit mode's remove badge
/// "(−)" stands on the module's top-left corner, half outside it, as on iOS.
struct ControlCenterGridLayout: Layout, Equatable {
  /// Where a module goes: a placement (a control, a slider, or a control in a block) or a
  /// block's module.
  enum Spot: Equatable, Sendable {
    case placement(ControlCenterLayout.Placement)
    case block(ControlCenterLayout.Block)
  }

  /// The layout value naming a module's spot (`nil`: not a module; it sits in the middle).
  enum SpotKey: LayoutValueKey {
    static let defaultValue: Spot? = nil
  }

  /// The units' sizes and gaps, and where the grid's first unit is (in cells).
  let grid: ControlCenterGrid

  /// The columns a placement's leaf reaches left of its module.
  static let bleed = 1

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      let rect: Rect
      switch subview[SpotKey.self] {
      case .placement(let placement)?:
        rect = grid.rect(for: placement).inset(left: -Self.bleed)
      case .block(let block)?: rect = grid.rect(for: block)
      case nil: continue
      }
      subview.place(
        at: CGPoint(x: rect.x * 8, y: rect.y * 16), anchor: .topLeading,
        proposal: ProposedViewSize(
          width: CGFloat(rect.width * 8), height: CGFloat(rect.height * 16)))
    }
  }
}

extension ViewNode {
  /// This view as a module of Control Center's grid at `spot`.
  func controlCenterSpot(_ spot: ControlCenterGridLayout.Spot) -> ViewNode {
    .modified(
      self,
      .layout(.layoutValue(LayoutValue(key: ControlCenterGridLayout.SpotKey.self, value: spot))))
  }

  /// This view as a placement's module: at its spot, with its identity (by index into the
  /// layout's placements: `PlacedControlCenter.placementID`).
  func placementModule(_ placement: ControlCenterLayout.Placement, index: Int) -> ViewNode {
    ViewNode.modified(self, .id(PlacedControlCenter.placementID(index)))
      .controlCenterSpot(.placement(placement))
  }

  /// Modules laid out by Control Center's grid.
  static func controlCenterGrid(_ grid: ControlCenterGrid, modules: [ViewNode]) -> ViewNode {
    .layout(.custom(CustomLayout(ControlCenterGridLayout(grid: grid)), children: modules))
  }
}
