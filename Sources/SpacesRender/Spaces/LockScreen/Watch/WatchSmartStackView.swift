import Foundation
import SpacesEngine
import SpacesKit

/// A paired Apple Watch's Smart Stack showing the most relevant Live Activity, as watchOS 11
/// shows an iPhone's activities (iOS 18).
///
/// The card is the size of a Live Activity in a 41 mm watch's Smart Stack — about 176 × 78 pt,
/// 22 × 5 cells — on the watch's black: a title row with the app's name and the watch's time,
/// then the activity's `.small` presentation (its content closure with `activityFamily` reading
/// `.small`) when its configuration declares `supplementalActivityFamilies([.small])`, else the
/// Dynamic Island's compact leading and trailing views at the card's two ends, as watchOS draws
/// an activity without `.small`. Drawn beside the phone on a wide Lock Screen, and in the
/// inspector.
package struct WatchSmartStackView {
  let painter: Painter

  /// The card's content: a 41 mm watch's Live Activity, 176 × 78 pt in cells.
  package static let contentSize = (width: 22, height: 5)
  /// The card with its border, title row and a column of margin each side.
  package static let cardSize = (width: contentSize.width + 4, height: contentSize.height + 3)
  /// The columns the panel takes at the right of the Lock Screen (the card and a gap).
  package static let panelWidth = cardSize.width + 2
  /// The narrowest Lock Screen that has the watch beside the phone: the phone keeps room for
  /// its banners and slots, as at 120 columns and wider.
  package static let minimumAreaWidth = 120

  package init(painter: Painter) { self.painter = painter }

  /// The activity the watch shows: the one whose alert is showing, else the most relevant,
  /// as the Lock Screen orders them.
  package static func shown(_ state: DashboardState) -> LiveActivityState? {
    if let id = state.activityAlerts.current?.activityID, let activity = state.activities[id] {
      return activity
    }
    return LockScreenView.ordered(state.activities.values).first
  }

  /// Whether the Lock Screen has the watch beside the phone in an area of this width.
  package static func showsPanel(_ state: DashboardState, width: Int) -> Bool {
    width >= minimumAreaWidth && shown(state) != nil
  }

  /// The card's box at the right of the Lock Screen's area, level with the clock.
  package static func panelRect(in area: Rect) -> Rect {
    Rect(
      x: area.maxX - cardSize.width - 1, y: area.y + 1, width: cardSize.width,
      height: cardSize.height)
  }

  /// Draws the card for an activity in a box (`rect`, border included; a narrower box clips
  /// the content); while an update's alert for it shows, the card is lit (the focus border)
  /// with the alert's title on its bottom border, as the watch alerts.
  package func draw(
    _ activity: LiveActivityState, alert: ActivityAlert? = nil, in rect: Rect, frame: inout Frame
  ) {
    guard rect.width >= 6, rect.height >= 4 else { return }
    let context = painter.context
    let theme = context.theme
    let watchText = painter.style(.islandText, on: .island)
    let alert = alert?.activityID == activity.id ? alert : nil
    painter.box(focused: alert != nil).draw(
      rect, in: &frame,
      style: alert != nil ? painter.style(.focus, .bold) : painter.style(.border))
    if let alert {
      let title = painter.truncate(alert.title, to: rect.width - 8)
      let label = " \(painter.glyph("bell.fill")) \(title) "
      frame.write(label, x: rect.x + 2, y: rect.maxY - 1, style: painter.style(.focus, .bold))
    }
    frame.write(
      " \(painter.glyph("applewatch")) Apple Watch ", x: rect.x + 2, y: rect.y,
      style: painter.style(.secondary, .bold))
    let inside = rect.inset(top: 1, left: 1, bottom: 1, right: 1)
    frame.fill(inside, style: watchText)
    // The title row: the app's name, and the time at the right as watchOS draws it.
    let time = context.statusBarTime
    let name = activity.watch?.appName ?? activity.attributesType
    let titleWidth = max(0, inside.width - 2 - CellWidth.of(time) - 1)
    frame.write(
      painter.truncate(name, to: titleWidth), x: inside.x + 1, y: inside.y,
      style: painter.style(.islandText, .bold, on: .island))
    frame.write(
      time, x: inside.maxX - 1 - CellWidth.of(time), y: inside.y,
      style: painter.style(.islandText, on: .island), maxWidth: inside.width)
    let content = Rect(
      x: inside.x + 1, y: inside.y + 1, width: max(0, inside.width - 2),
      height: max(0, inside.height - 1))
    var style = ViewRenderer.DrawingStyle(
      foreground: theme.color(.islandText), background: theme.color(.island))
    style.dim = activity.isStale(at: context.now) || activity.hasEnded
    let renderer = ViewRenderer(context: context)
    let owner = "the \(activity.attributesType) Live Activity on the watch"
    if let small = activity.watch?.smallView {
      let rect = Self.centred(small, in: content, renderer: renderer)
      renderer.draw(small, in: rect, frame: &frame, environment: style, owner: owner)
    } else if let island = activity.island {
      drawCompact(
        island, in: content, renderer: renderer, style: style, owner: owner, frame: &frame)
    } else {
      // No island either: the Lock Screen view, as far as the card holds it.
      let rect = Self.centred(activity.view, in: content, renderer: renderer)
      renderer.draw(activity.view, in: rect, frame: &frame, environment: style, owner: owner)
    }
    IslandPill(painter: painter).restyle(inside, frame: &frame)
  }

  /// Where a view goes in the card: its own size (proposed the card's), centred, as SwiftUI
  /// places a root view smaller than its container.
  static func centred(_ node: ViewNode, in content: Rect, renderer: ViewRenderer) -> Rect {
    let size = renderer.measure(node, proposal: .init(width: content.width, height: content.height))
    let width = min(content.width, max(1, size.width))
    let height = min(content.height, max(1, size.height))
    return Rect(
      x: content.x + (content.width - width) / 2, y: content.y + (content.height - height) / 2,
      width: width, height: height)
  }

  /// An activity without `.small`: the compact leading view at the card's left, the trailing
  /// one at its right, on the middle row.
  private func drawCompact(
    _ island: DynamicIslandPresentation, in content: Rect, renderer: ViewRenderer,
    style: ViewRenderer.DrawingStyle, owner: String, frame: inout Frame
  ) {
    let pill = IslandPill(painter: painter)
    let half = max(0, (content.width - 1) / 2)
    let leading = pill.width(of: island.compactLeading, limit: half)
    let trailing = pill.width(of: island.compactTrailing, limit: content.width - leading - 1)
    let y = content.y + content.height / 2
    if leading > 0 {
      renderer.draw(
        island.compactLeading, in: Rect(x: content.x, y: y, width: leading, height: 1),
        frame: &frame, environment: style, owner: owner + " (compactLeading)")
    }
    if trailing > 0 {
      renderer.draw(
        island.compactTrailing,
        in: Rect(x: content.maxX - trailing, y: y, width: trailing, height: 1),
        frame: &frame, environment: style, owner: owner + " (compactTrailing)")
    }
  }
}
