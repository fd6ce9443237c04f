import Foundation
import SpacesEngine
import SpacesKit

/// The expanded Dynamic Island, drawn over the top of the space: the leading and trailing
/// regions at either side with the centre region between them, the bottom region full width
/// below, in a black rounded box whose border takes the island's `keylineTint`.
///
/// The regions share the width by `priority` (higher first; equal ones share it evenly, each
/// up to what it needs); `contentMargins(_:_:for: .expanded)` sets the inside margins.
package struct ExpandedIslandView {
  let painter: Painter

  /// The widest the expanded island gets, in columns.
  static let maximumWidth = 64
  /// The most rows the regions beside the camera and the bottom region each take.
  static let maximumBandRows = 4

  package init(painter: Painter) { self.painter = painter }

  /// Where the expanded island goes in a space's area, and its regions' rectangles.
  package struct Layout: Equatable {
    /// The box, border included.
    package var box: Rect
    /// Each region's rectangle: the leading, centre and trailing ones in the order the app
    /// built them, then the bottom ones.
    package var regions: [PlacedRegion]
  }

  /// A region's position and rectangle.
  package struct PlacedRegion: Equatable {
    /// "leading", "center", "trailing" or "bottom".
    package var position: String
    /// Where it is drawn.
    package var rect: Rect
  }

  /// Lays the expanded regions out in an area.
  package func layout(_ island: DynamicIslandPresentation, in area: Rect) -> Layout {
    let renderer = ViewRenderer(context: painter.context)
    let width = max(0, min(Self.maximumWidth, area.width - 2))
    let top = Self.margin(island, .top, system: 0)
    let bottom = Self.margin(island, .bottom, system: 0)
    let left = Self.margin(island, .leading, system: 1)
    let right = Self.margin(island, .trailing, system: 1)
    let innerWidth = max(0, width - 2 - left - right)
    let band = island.expanded.filter { $0.position != "bottom" }
    let bottoms = island.expanded.filter { $0.position == "bottom" }
    let widths = Self.share(
      innerWidth - max(0, band.count - 1),
      among: band.map { region in
        (
          ideal: renderer.measure(
            region.view, proposal: .init(width: innerWidth, height: Self.maximumBandRows)
          ).width, priority: region.priority
        )
      })
    let bandRows =
      zip(band, widths).map { region, width in
        width <= 0
          ? 0
          : min(
            Self.maximumBandRows,
            renderer.measure(
              region.view, proposal: .init(width: width, height: Self.maximumBandRows)
            ).height)
      }.max() ?? 0
    let bottomRows = bottoms.map {
      min(
        Self.maximumBandRows,
        renderer.measure($0.view, proposal: .init(width: innerWidth, height: Self.maximumBandRows))
          .height)
    }
    let contentRows = max(1, bandRows + bottomRows.reduce(0, +))
    let height = min(max(0, area.height), contentRows + top + bottom + 2)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: IslandView.row, width: width, height: height)
    let inner = box.inset(top: 1 + top, left: 1 + left, bottom: 1 + bottom, right: 1 + right)
    // The band: leading at the left, trailing at the right, the centre between them.
    var rects: [String: Rect] = [:]
    var bandOrder = band.enumerated().map { ($0.offset, $0.element.position) }
    bandOrder.sort { Self.bandRank($0.1) < Self.bandRank($1.1) }
    var x = inner.x
    for (index, position) in bandOrder {
      let regionWidth = widths[index]
      guard regionWidth > 0 else { continue }
      rects[position + "#\(index)"] = Rect(
        x: x, y: inner.y, width: regionWidth, height: min(bandRows, inner.height))
      x += regionWidth + 1
    }
    // A lone trailing region (or the last) ends at the right edge; a centre one is centred
    // in what is left between its neighbours.
    if let (index, _) = bandOrder.last(where: { $0.1 == "trailing" }),
      var rect = rects["trailing#\(index)"]
    {
      rect.x = inner.maxX - rect.width
      rects["trailing#\(index)"] = rect
    }
    var regions: [PlacedRegion] = []
    for (index, region) in band.enumerated() {
      let rect =
        rects[region.position + "#\(index)"] ?? Rect(x: inner.x, y: inner.y, width: 0, height: 0)
      regions.append(PlacedRegion(position: region.position, rect: rect))
    }
    var y = inner.y + bandRows
    for (region, rows) in zip(bottoms, bottomRows) {
      let rect = Rect(
        x: inner.x, y: y, width: inner.width, height: max(0, min(rows, inner.maxY - y)))
      regions.append(PlacedRegion(position: region.position, rect: rect))
      y += rows
    }
    return Layout(box: box, regions: regions)
  }

  /// Draws the expanded island of an activity over the area.
  package func draw(_ activity: LiveActivityState, in area: Rect, frame: inout Frame) {
    guard let island = activity.island, area.width >= 8, area.height >= 3 else { return }
    let layout = layout(island, in: area)
    let box = layout.box
    guard box.width >= 4, box.height >= 3 else { return }
    let pill = IslandPill(painter: painter)
    frame.fill(box, style: pill.fill)
    let keyline =
      island.keylineTint.map { painter.style(painter.context.theme.resolve($0), on: .island) }
      ?? painter.style(.border, on: .island)
    painter.box(focused: false).draw(box, in: &frame, style: keyline)
    let owner = "the \(activity.attributesType) Live Activity's Dynamic Island (expanded)"
    let ordered =
      island.expanded.filter { $0.position != "bottom" }
      + island.expanded.filter { $0.position == "bottom" }
    for (region, placed) in zip(ordered, layout.regions)
    where placed.rect.width > 0 && placed.rect.height > 0 {
      var rect = placed.rect
      // Trailing content hugs the right edge, centre content is centred, as iOS aligns them.
      let measured = ViewRenderer(context: painter.context).measure(
        region.view, proposal: .init(width: rect.width, height: rect.height))
      let slack = max(0, rect.width - measured.width)
      if region.position == "trailing" {
        rect = Rect(x: rect.x + slack, y: rect.y, width: rect.width - slack, height: rect.height)
      } else if region.position == "center" || region.position == "bottom" {
        rect = Rect(
          x: rect.x + slack / 2, y: rect.y, width: rect.width - slack, height: rect.height)
      }
      pill.drawView(region.view, in: rect, owner: "\(owner) \(region.position)", frame: &frame)
    }
    pill.restyle(box.inset(top: 1, left: 1, bottom: 1, right: 1), frame: &frame)
    let dot = painter.dot
    let help =
      island.url != nil ? " Enter open \(dot) Esc close " : " Esc close "
    if CellWidth.of(help) + 4 <= box.width {
      frame.write(
        help, x: box.x + (box.width - CellWidth.of(help)) / 2, y: box.maxY - 1,
        style: painter.style(.secondary, on: .island))
    }
  }

  /// The inside margin on an edge, in cells: the app's `contentMargins` for `.expanded`
  /// (at most 4 cells), else the system's.
  static func margin(_ island: DynamicIslandPresentation, _ edge: Edge, system: Int) -> Int {
    guard case .some(.some(let length)) = island.margin(edge, for: "expanded") else {
      return system
    }
    guard length.isFinite, length > 0 else { return 0 }
    let horizontal = edge == .leading || edge == .trailing
    return min(4, horizontal ? ViewRenderer.columns(length) : ViewRenderer.rows(length))
  }

  /// Where a band region sits, left to right.
  static func bandRank(_ position: String) -> Int {
    switch position {
    case "leading": 0
    case "center": 1
    default: 2
    }
  }

  /// Shares a width among regions by priority: the highest priority first, each getting up
  /// to what it needs while leaving a column for each one still to come; regions of equal
  /// priority share evenly (one taking less leaves the rest to the others).
  static func share(_ width: Int, among regions: [(ideal: Int, priority: Double)]) -> [Int] {
    var result = Array(repeating: 0, count: regions.count)
    var remaining = max(0, width)
    let priorities = Set(regions.map(\.priority)).sorted(by: >)
    var placed = 0
    for priority in priorities {
      var group = regions.indices.filter { regions[$0].priority == priority }
      let later = regions.count - placed - group.count
      var room = max(0, remaining - later)
      placed += group.count
      // Water-filling: the smallest needs first, each at most an even share of what is left.
      group.sort { regions[$0].ideal < regions[$1].ideal }
      for (offset, index) in group.enumerated() {
        let share = room / max(1, group.count - offset)
        let given = min(max(0, regions[index].ideal), share)
        result[index] = given
        room -= given
        remaining -= given
      }
    }
    return result
  }
}
