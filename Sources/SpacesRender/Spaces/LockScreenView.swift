import Foundation
import SpacesEngine
import SpacesKit

/// The Lock Screen as an iPhone draws it, in the phone canvas (`LockScreenLayout`): the
/// padlock, the date line with the inline accessory widget in it, the big clock, the accessory
/// widgets without boxes under it, the empty notifications area, the Now Playing panel and the
/// Live Activities (`LiveActivityBannersView`) above the two round control slots in the bottom
/// corners, the home indicator between them; the paired watch's card beside the phone when the
/// window has room.
package struct LockScreenView {
  let painter: Painter

  /// The activities as the Lock Screen stacks them: the most relevant first (the app's
  /// `relevanceScore`), then in the order they started.
  static func ordered<C: Collection>(_ activities: C) -> [LiveActivityState]
  where C.Element == LiveActivityState {
    activities.enumerated().sorted {
      ($0.element.relevanceScore, -$0.offset) > ($1.element.relevanceScore, -$1.offset)
    }.map(\.element)
  }

  /// Draws the Lock Screen into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let context = painter.context
    let screen = PlacedLockScreen(state: state, in: area, painter: painter)
    let layout = screen.layout
    let phone = layout.canvas.rect
    defer { drawWidgetEditing(state: state, screen: screen, frame: &frame) }
    drawDateAndClock(state: state, layout: layout, frame: &frame)

    let renderer = ViewRenderer(context: context)
    screen.accessories?.draw(painter: painter, frame: &frame)
    if let rect = layout.nowPlaying {
      NowPlayingView(painter: painter).draw(state.nowPlaying, in: rect, frame: &frame)
    }
    // Stacked up from the row above the slots' edit line (above the Now Playing panel).
    let banners = LiveActivityBannersView.placements(
      state.displayedBanners, in: phone, top: layout.bannerRows.top,
      bottom: layout.bannerRows.bottom, focused: state.focusedBanner?.activityID,
      renderer: renderer)
    LiveActivityBannersView(painter: painter).draw(
      banners, alert: state.activityAlerts.current, focus: state.focusedBanner,
      renderer: renderer, frame: &frame)
    drawHiddenMarker(
      state: state, layout: layout, shownBanners: banners, frame: &frame)
    if let panel = layout.watchPanel, let activity = WatchSmartStackView.shown(state) {
      WatchSmartStackView(painter: painter).draw(
        activity, alert: state.activityAlerts.current, in: panel, frame: &frame)
    }
    screen.slots?.draw(painter: painter, frame: &frame)
    if let width = layout.homeIndicatorWidth {
      // Centred in the canvas's last row, under the slots.
      painter.draw(
        ViewNode.line(String(repeating: context.asciiOnly ? "-" : "━", count: width), .text)
          .fillingWidth(),
        in: Rect(x: phone.x, y: phone.maxY - 1, width: phone.width, height: 1),
        owner: "the home indicator", frame: &frame)
    }
  }

  /// The padlock, the date line (with the inline accessory widget) and the clock, drawn
  /// through the view pipeline in the rows above the accessories.
  func drawDateAndClock(state: DashboardState, layout: LockScreenLayout, frame: inout Frame) {
    painter.draw(
      dateAndClock(state: state, layout: layout), in: Self.dateAndClockRect(layout),
      owner: "the Lock Screen's date and clock", frame: &frame)
  }

  /// The cells the padlock, the date line and the clock take: the canvas's width, from its
  /// top to the clock's last row.
  static func dateAndClockRect(_ layout: LockScreenLayout) -> Rect {
    let phone = layout.canvas.rect
    return Rect(
      x: phone.x, y: phone.y, width: phone.width,
      height: layout.clockRow + layout.clockRows - phone.y)
  }

  /// The identity of the inline accessory widget's text in the date line: edit mode finds
  /// its cells by it in the laid-out tree.
  static let inlineAccessoryID = ViewIdentity("the Lock Screen's inline accessory")

  /// The padlock (on a tall canvas, with a row under it), the date line (the date kept whole,
  /// the inline widget's text after it cut where it doesn't fit) and the clock's lines, each
  /// centred across the canvas.
  func dateAndClock(state: DashboardState, layout: LockScreenLayout) -> ViewNode {
    var rows: [ViewNode] = []
    if layout.lockRow != nil {
      let lock = painter.glyph(state.device.isLocked ? "lock.fill" : "lock.open.fill")
      rows += [.line(lock, .text, .bold), .gap(rows: 1)]
    }
    let line = dateLine(state: state, layout: layout)
    var date = [ViewNode.modified(.line(line.date, .text, .bold), .layout(.layoutPriority(1)))]
    if !line.inline.isEmpty {
      date.append(.modified(.line(line.inline, .text), .id(Self.inlineAccessoryID)))
    }
    rows.append(.row(date))
    let time = painter.context.statusBarTime
    let clock = layout.clockRows > 1 ? LockScreenClock.lines(time, rows: layout.clockRows) : [time]
    rows += clock.map { .line($0, .text, .bold) }
    return .column(rows.map { $0.fillingWidth() }).filling(.top)
  }

  /// The cells of the inline accessory widget's text in the date line, as drawn; `nil` without
  /// one.
  func inlineAccessoryRect(state: DashboardState, layout: LockScreenLayout) -> Rect? {
    ViewRenderer(context: painter.context).layout(
      dateAndClock(state: state, layout: layout), in: Self.dateAndClockRect(layout)
    ).rect(of: Self.inlineAccessoryID)
  }

  /// Marks what didn't fit: the Live Activities the stack left out, a Now Playing panel without
  /// room, accessories past the canvas's width ("▼ 2 more", on the row above the slots).
  func drawHiddenMarker(
    state: DashboardState, layout: LockScreenLayout,
    shownBanners: [LiveActivityBannersView.Placement], frame: inout Frame
  ) {
    var parts: [String] = []
    if layout.hidesNowPlaying { parts.append("Now Playing") }
    let banners = state.displayedBanners.count - shownBanners.count
    if banners > 0 { parts.append("\(banners) Live \(banners == 1 ? "Activity" : "Activities")") }
    if layout.hiddenAccessories > 0 { parts.append("\(layout.hiddenAccessories) widgets") }
    guard !parts.isEmpty, !state.editMode.isEditing else { return }
    let arrow = painter.context.asciiOnly ? "v" : "▼"
    let row = (layout.slots.first?.y ?? layout.canvas.rect.maxY) - 1
    let phone = layout.canvas.rect
    painter.draw(
      ViewNode.line("\(arrow) \(parts.joined(separator: " \(painter.dot) "))", .secondary)
        .fillingWidth(), in: Rect(x: phone.x, y: row, width: phone.width, height: 1),
      owner: "the Lock Screen's hidden marker", frame: &frame)
  }
}
