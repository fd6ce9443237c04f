import Foundation
import SpacesEngine
import SpacesKit

/// The Dynamic Island at the top centre of every space, as on an iPhone 15 or 16 Pro.
///
/// What it holds, first match wins: the Action button's hint, then its result (the pill grows
/// to hold the text, wrapping to a second row, never wider than the space); else the most
/// relevant Live Activity's compact views around the camera, and the next one's minimal view
/// in a detached circle to the right; else, on the Action button space only, an activity
/// without a Dynamic Island (its first symbol and timer) or the small idle pill; else nothing.
///
/// Drawn through the view pipeline: each pill a leaf with its caps inside its rectangle
/// (`IslandPill.view`), over it the activity's views, each a leaf laying out the app's view
/// in the island's colours, or the message's symbol and lines as texts; a theme without colour
/// then gives the pill's cells the island's attributes (`IslandPill.restyleView`).
package struct IslandView {
  let painter: Painter

  /// The row the pill sits on: under the status bar, above the space.
  package static let row = 1
  /// The columns between the compact views: the camera.
  package static let cameraWidth = 8
  /// The idle pill's width.
  static let idleWidth = 12

  package init(painter: Painter) { self.painter = painter }

  /// Draws the island over the top of a space's area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let layers = layers(state: state, in: area)
    guard !layers.isEmpty else { return }
    // Laid out from the frame's corner, so each layer sits at the cells it is given and
    // nothing but the frame's edges cuts it.
    painter.drawScrolled(
      .zStack(alignment: .topLeading, children: layers),
      in: Rect(x: 0, y: 0, width: frame.width, height: frame.height), frame: &frame)
  }

  /// The island's layers, each placed at its cells from the frame's corner.
  func layers(state: DashboardState, in area: Rect) -> [ViewNode] {
    let maxWidth = max(0, area.width - 4)
    guard maxWidth >= 6 else { return [] }
    if let message = IslandMessage(state: state, painter: painter) {
      return messageLayers(message, in: area, maxWidth: maxWidth)
    }
    let (compact, minimal) = state.islandActivities
    if let compact, let island = compact.island {
      return compactLayers(island, of: compact, minimal: minimal, in: area, maxWidth: maxWidth)
    }
    guard state.space == .actionButton else { return [] }
    if let fallback = IslandMessage(fallbackFor: state, painter: painter) {
      return messageLayers(fallback, in: area, maxWidth: maxWidth)
    }
    let width = min(Self.idleWidth, maxWidth)
    return [
      IslandPill(painter: painter).view(
        Rect(x: area.x + (area.width - width) / 2, y: Self.row, width: width, height: 1))
    ]
  }

  /// The compact presentation: leading view, camera, trailing view; the minimal one beside.
  func compactLayers(
    _ island: DynamicIslandPresentation, of activity: LiveActivityState,
    minimal: LiveActivityState?, in area: Rect, maxWidth: Int
  ) -> [ViewNode] {
    let pill = IslandPill(painter: painter)
    let minimalWidth = minimal?.island.map { pill.width(of: $0.minimal, limit: 3) } ?? 0
    let circle = minimal == nil ? 0 : max(1, minimalWidth) + 3
    let leadingMargin = Self.columns(island.margin(.leading, for: "compactLeading"), default: 1)
    let trailingMargin = Self.columns(island.margin(.trailing, for: "compactTrailing"), default: 1)
    let room = max(0, maxWidth - circle - Self.cameraWidth - leadingMargin - trailingMargin)
    let leading = pill.width(of: island.compactLeading, limit: room / 2)
    let trailing = pill.width(of: island.compactTrailing, limit: room - leading)
    let width = leadingMargin + leading + Self.cameraWidth + trailing + trailingMargin
    // Centred over the camera; shifted left when the minimal circle wouldn't fit beside it.
    let x = min(area.x + (area.width - width) / 2, area.maxX - 2 - circle - width)
    let rect = Rect(x: max(area.x + 2, x), y: Self.row, width: width, height: 1)
    var layers = [pill.view(rect)]
    let owner = "the \(activity.attributesType) Live Activity's Dynamic Island"
    if leading > 0 {
      layers.append(
        pill.contentView(
          island.compactLeading,
          in: Rect(x: rect.x + leadingMargin, y: rect.y, width: leading, height: 1),
          owner: owner + " (compactLeading)"))
    }
    if trailing > 0 {
      layers.append(
        pill.contentView(
          island.compactTrailing,
          in: Rect(
            x: rect.maxX - trailingMargin - trailing, y: rect.y, width: trailing, height: 1),
          owner: owner + " (compactTrailing)"))
    }
    guard let minimal, let minimalIsland = minimal.island else { return layers }
    let circleRect = Rect(
      x: rect.maxX + 3, y: rect.y, width: max(1, minimalWidth), height: 1)
    guard circleRect.maxX < area.maxX else { return layers }
    layers.append(pill.view(circleRect))
    layers.append(
      pill.contentView(
        minimalIsland.minimal, in: circleRect,
        owner: "the \(minimal.attributesType) Live Activity's Dynamic Island (minimal)"))
    return layers
  }

  /// Text in the pill (the Action button's hint or result): its symbol, then the text, on one
  /// row or wrapped to two, the pill as wide as it needs up to the space's width.
  func messageLayers(_ message: IslandMessage, in area: Rect, maxWidth: Int) -> [ViewNode] {
    let glyphWidth = message.glyph.map { CellWidth.of($0) + 2 } ?? 0
    let textRoom = max(1, maxWidth - glyphWidth - 2)
    let lines = TextWrapper.lines(message.text, width: textRoom, maxLines: 2)
    let textWidth = lines.map { CellWidth.of($0) }.max() ?? 0
    let width = max(Self.idleWidth, glyphWidth + textWidth + 2)
    let rect = Rect(
      x: area.x + (area.width - width) / 2, y: Self.row, width: width, height: max(1, lines.count))
    let pill = IslandPill(painter: painter)
    var layers = [pill.view(rect)]
    var x = rect.x + 1
    if let glyph = message.glyph {
      // A padded symbol sits on its pad's colour a column either side (`Painter.drawPad`).
      let text = message.padded ? " \(glyph) " : glyph
      layers.append(
        IslandPill.at(
          x: message.padded ? x : x + 1, y: rect.y,
          .line(text, style: message.glyphStyle)))
      x += glyphWidth
    }
    var style = painter.style(message.color, .bold, on: .island)
    if message.isSecondary { style.attributes.remove(.bold) }
    for (offset, line) in lines.enumerated() {
      // A short text sits at the trailing end, as iOS puts a result's value; wrapped text
      // starts after the symbol.
      let lineX = lines.count == 1 ? rect.maxX - 1 - CellWidth.of(line) : x
      layers.append(IslandPill.at(x: lineX, y: rect.y + offset, .line(line, style: style)))
    }
    if let restyle = pill.restyleView(rect) { layers.append(restyle) }
    return layers
  }

  /// Cells for a margin in points (`nil`: not set, `.some(nil)`: the system's).
  static func columns(_ margin: Double??, default system: Int) -> Int {
    guard case .some(.some(let points)) = margin else { return system }
    guard points.isFinite, points > 0 else { return 0 }
    return min(8, ViewRenderer.columns(points))
  }
}
