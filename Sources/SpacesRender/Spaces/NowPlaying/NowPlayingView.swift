import Foundation
import SpacesEngine
import SpacesKit

/// The Now Playing module: Control Center's tile above the controls and the Lock Screen's panel
/// under the clock. Title, artist and album, the elapsed time advancing with the clock while
/// playing, and ⏮ ⏯ ⏭ (↺ ↻ where the app skips by intervals) that `Enter` presses.
package struct NowPlayingView {
  let painter: Painter

  /// The module's height in rows, its border included.
  package static let height = 6

  /// "m:ss", or "h:mm:ss" from an hour.
  static func time(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.isFinite ? min(max(0, seconds), 1e9) : 0)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return hours > 0
      ? String(hours) + ":" + NumberText.twoDigits(minutes) + ":" + NumberText.twoDigits(rest)
      : String(minutes) + ":" + NumberText.twoDigits(rest)
  }

  /// The symbol a button shows.
  static func symbol(_ button: NowPlayingButton, in state: NowPlayingState) -> String {
    switch button {
    case .previous:
      state.command(for: .previous) == .skipBackward ? "gobackward" : "backward.end.fill"
    case .next:
      state.command(for: .next) == .skipForward ? "goforward" : "forward.end.fill"
    case .playPause:
      state.item?.isPlaying == true ? "pause.fill" : "play.fill"
    }
  }

  /// Draws the module in a rectangle (`height` rows), its buttons focusable on this space.
  package func draw(_ state: NowPlayingState, in rect: Rect, frame: inout Frame) {
    guard let item = state.item, rect.height >= Self.height, rect.width >= 20 else { return }
    let now = painter.context.now
    let focused = state.focus != nil
    painter.box(focused: focused).draw(
      rect, in: &frame, style: focused ? painter.style(.focus, .bold) : painter.style(.border))
    var inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
    // The artwork's square at the left, as iOS's module shows it, when there is room.
    let square = NowPlayingState.artworkCells
    if let artwork = item.artwork, inner.width >= 40, inner.height >= square.rows {
      let area = Rect(x: inner.x, y: inner.y, width: square.columns, height: square.rows)
      ViewRenderer(context: painter.context).draw(
        artwork, in: area, frame: &frame,
        environment: ViewRenderer.DrawingStyle(
          foreground: painter.context.theme.color(.text),
          background: painter.context.theme.color(.background)))
      inner = inner.inset(left: square.columns + 2)
    }
    let title = "\(painter.glyph("music.note")) \(item.title ?? "Not Playing")"
    frame.write(
      painter.truncate(title, to: inner.width), x: inner.x, y: inner.y,
      style: painter.style(.text, .bold), maxWidth: inner.width)
    let byline = [item.artist, item.album].compactMap { $0 }.joined(separator: " \(painter.dot) ")
    frame.write(
      painter.truncate(byline, to: inner.width), x: inner.x, y: inner.y + 1,
      style: painter.style(.secondary), maxWidth: inner.width)
    drawProgress(item, now: now, in: inner, y: inner.y + 2, frame: &frame)
    drawButtons(state, in: inner, y: inner.y + 3, frame: &frame)
  }

  /// "0:42 ━━━━━━──────── -44:18"; a live stream shows "LIVE", an item without a duration its
  /// elapsed time only.
  func drawProgress(
    _ item: NowPlayingItem, now: Date, in inner: Rect, y: Int, frame: inout Frame
  ) {
    if item.isLiveStream {
      frame.write("LIVE", x: inner.x, y: y, style: painter.style(.accent, .bold))
      return
    }
    let elapsed = item.elapsed(at: now)
    let left = Self.time(elapsed)
    guard let duration = item.duration else {
      frame.write(left, x: inner.x, y: y, style: painter.style(.secondary))
      return
    }
    let right = "-" + Self.time(duration - elapsed)
    let barWidth = inner.width - CellWidth.of(left) - CellWidth.of(right) - 2
    frame.write(left, x: inner.x, y: y, style: painter.style(.secondary))
    frame.write(right, x: inner.maxX - CellWidth.of(right), y: y, style: painter.style(.secondary))
    guard barWidth > 0 else { return }
    let filled = min(barWidth, Int((elapsed / duration * Double(barWidth)).rounded(.down)))
    let ascii = painter.context.asciiOnly
    let x = inner.x + CellWidth.of(left) + 1
    frame.write(
      String(repeating: ascii ? "=" : "━", count: filled), x: x, y: y,
      style: painter.style(.text))
    frame.write(
      String(repeating: ascii ? "-" : "─", count: barWidth - filled), x: x + filled, y: y,
      style: painter.style(.secondary))
  }

  /// The three buttons, centred, the focused one in the focus colour between brackets; a
  /// button whose command the app doesn't handle is dimmed.
  func drawButtons(_ state: NowPlayingState, in inner: Rect, y: Int, frame: inout Frame) {
    let gap = 6
    let glyphs = NowPlayingButton.allCases.map { painter.glyph(Self.symbol($0, in: state)) }
    let widths = glyphs.map { CellWidth.of($0) + 2 }
    let total = widths.reduce(0, +) + gap * (glyphs.count - 1)
    var x = inner.x + max(0, (inner.width - total) / 2)
    for (button, glyph) in zip(NowPlayingButton.allCases, glyphs) {
      let handled = state.command(for: button) != nil
      let isFocused = state.focus == button
      let style =
        isFocused
        ? painter.style(.focus, .bold)
        : handled ? painter.style(.text, .bold) : painter.style(.secondary, .dim)
      let text = isFocused ? "[\(glyph)]" : " \(glyph) "
      frame.write(text, x: x, y: y, style: style)
      x += CellWidth.of(text) + gap
    }
  }
}
