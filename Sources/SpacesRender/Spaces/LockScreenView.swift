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
    let layout = LockScreenLayout(
      state: state, in: area, asciiOnly: context.asciiOnly, deviceFrame: context.deviceFrame)
    let phone = layout.canvas.rect
    defer { drawWidgetEditing(state: state, layout: layout, frame: &frame) }
    drawDateAndClock(state: state, layout: layout, frame: &frame)

    let renderer = ViewRenderer(context: context)
    drawAccessoryWidgets(state: state, layout: layout, renderer: renderer, frame: &frame)
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
    drawSlots(state: state, layout: layout, frame: &frame)
    if let bar = layout.homeIndicator {
      frame.write(
        String(repeating: context.asciiOnly ? "-" : "━", count: bar.width), x: bar.x, y: bar.y,
        style: painter.style(.text))
    }
  }

  /// The padlock, the date line (with the inline accessory widget) and the clock.
  func drawDateAndClock(state: DashboardState, layout: LockScreenLayout, frame: inout Frame) {
    let context = painter.context
    let phone = layout.canvas.rect
    let bold = painter.style(.text, .bold)
    let lock = painter.glyph(state.device.isLocked ? "lock.fill" : "lock.open.fill")
    if let row = layout.lockRow {
      painter.center(lock, in: phone, y: row, style: bold, frame: &frame)
    }
    let line = dateLine(state: state, layout: layout)
    let whole = line.date + line.inline
    let x = phone.x + max(0, (phone.width - CellWidth.of(whole)) / 2)
    frame.write(painter.truncate(line.date, to: phone.width), x: x, y: layout.dateRow, style: bold)
    if !line.inline.isEmpty {
      let inline = layout.inlineRect(dateLine: line)
      frame.write(
        painter.truncate(line.inline, to: inline.width), x: inline.x, y: inline.y,
        style: painter.style(.text))
    }
    let time = context.statusBarTime
    guard layout.clockRows > 1 else {
      painter.center(time, in: phone, y: layout.clockRow, style: bold, frame: &frame)
      return
    }
    for (row, line) in LockScreenClock.lines(time, rows: layout.clockRows).enumerated() {
      painter.center(line, in: phone, y: layout.clockRow + row, style: bold, frame: &frame)
    }
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
    painter.center(
      "\(arrow) \(parts.joined(separator: " \(painter.dot) "))", in: layout.canvas.rect, y: row,
      style: painter.style(.secondary), frame: &frame)
  }
}
