import SpacesEngine
import SpacesKit

/// StandBy as iOS 17 shows a phone charging on its side: a dark landscape canvas (a 6.1"
/// phone's 844 × 390 points: at most 105 × 24 cells, centred) with two stacks of small widgets
/// side by side, each with its dots (the stack `↑`/`↓` rotate has its corners marked), or the
/// time in large digits under the date. A stack with no widget to show draws the clock, as
/// iOS's default StandBy stacks start with one. At night (by the dashboard's clock) it is red
/// on black, as iOS's Night Mode.
struct StandByView {
  let painter: Painter

  /// The landscape canvas's largest size in cells.
  static let canvasSize = (width: 105, height: 24)

  /// The canvas in an area: as large as a phone on its side, centred.
  static func canvas(in area: Rect) -> Rect {
    let width = min(area.width, canvasSize.width)
    let height = min(area.height, canvasSize.height)
    return Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
  }

  /// The two stacks' boxes, left and right, with a column between them.
  static func stackRects(in canvas: Rect) -> (left: Rect, right: Rect) {
    let inner = canvas.inset(top: 1, left: 1, bottom: 2, right: 1)
    let width = (inner.width - 1) / 2
    return (
      Rect(x: inner.x, y: inner.y, width: width, height: inner.height),
      Rect(x: inner.maxX - width, y: inner.y, width: width, height: inner.height)
    )
  }

  /// Draws StandBy in the content area.
  func draw(_ standBy: StandByState, state: DashboardState, in area: Rect, frame: inout Frame) {
    let canvas = Self.canvas(in: area)
    let theme = painter.context.theme
    // Light text on the island's dark colour (the terminal's own colours without colour).
    let darkRoles =
      theme.isMonochrome ? ThemeStyle(.text, on: .background) : ThemeStyle(.islandText, on: .island)
    let dark = darkRoles.cellStyle(in: theme)
    frame.fill(canvas, style: dark)
    switch standBy.view {
    case .widgets:
      let smalls = StandByState.widgets(in: state)
      let (left, right) = Self.stackRects(in: canvas)
      let renderer = ViewRenderer(context: painter.context)
      for (rect, index, focused) in [
        (left, standBy.left, !standBy.rightFocused), (right, standBy.right, standBy.rightFocused),
      ] {
        let square = Self.widgetRect(in: rect)
        if smalls.indices.contains(index) {
          drawWidget(
            smalls[index], of: state.widgets, in: square, style: darkRoles, renderer: renderer,
            frame: &frame)
        } else {
          drawClock(in: square, style: darkRoles, frame: &frame)
        }
        if focused { drawFocusCorners(around: square, frame: &frame) }
        drawDots(count: smalls.count, shown: index, in: square, style: dark, frame: &frame)
      }
    case .clock:
      drawClock(in: canvas.inset(bottom: 1), style: darkRoles, frame: &frame)
    }
    if Self.isNight(hour: painter.context.components().hour ?? 12), !theme.isMonochrome {
      Self.tintRed(canvas, frame: &frame)
    }
  }

  /// Whether StandBy shows in Night Mode: iOS turns it red in a dark room; a terminal has no
  /// light sensor, so the dashboard's clock decides (22:00 to 06:59).
  static func isNight(hour: Int) -> Bool { hour >= 22 || hour < 7 }

  /// The red StandBy's Night Mode draws everything in (iOS's system red, 5.9:1 on black).
  static let nightRed = TerminalColor.rgb(0xFF, 0x3B, 0x30)

  /// Night Mode: every cell of the canvas red on black, as iOS tints StandBy in the dark.
  static func tintRed(_ canvas: Rect, frame: inout Frame) {
    frame.restyle(canvas) { style in
      style.foreground = nightRed
      style.background = .rgb(0, 0, 0)
    }
  }

  /// The stack's dots down its right edge, as the Home Screen's Smart Stacks show them.
  func drawDots(count: Int, shown: Int, in rect: Rect, style: CellStyle, frame: inout Frame) {
    guard count > 1, rect.height >= 3 else { return }
    let ascii = painter.context.asciiOnly
    let dots = min(count, rect.height - 2)
    let top = rect.y + 1 + (rect.height - 2 - dots) / 2
    for index in 0..<dots {
      var dotStyle = style
      if index == shown {
        dotStyle.attributes.insert(.bold)
      } else {
        dotStyle.attributes.insert(.dim)
      }
      frame.put(
        index == shown ? (ascii ? "*" : "•") : (ascii ? "." : "·"), x: rect.maxX, y: top + index,
        style: dotStyle)
    }
  }

  /// The time in large digits (twice the Lock Screen's, where they fit) under the date,
  /// centred in a box: a column of lines drawn through the view pipeline.
  func drawClock(in rect: Rect, style: ThemeStyle, frame: inout Frame) {
    painter.draw(clock(in: rect, style: style), in: rect, owner: "StandBy's clock", frame: &frame)
  }

  /// The clock's view: the date, a blank row, then the time in the largest digits that fit.
  func clock(in rect: Rect, style: ThemeStyle) -> ViewNode {
    let time = painter.context.statusBarTime
    let ascii = painter.context.asciiOnly
    let large = Self.largeDigits(time)
    let small = time.map { LockScreenClock.small[$0] ?? ["   ", "   ", "   "] }
    let lines: [String]
    if !ascii, large.first.map(CellWidth.of) ?? 0 <= rect.width - 2, rect.height >= 9 {
      lines = large
    } else if !ascii, rect.height >= 5 {
      lines = (0..<3).map { row in small.map { $0[row] }.joined(separator: " ") }
    } else {
      lines = [time]
    }
    let bold = style.attributes.union(.bold)
    let date = ViewNode.line(painter.context.lockScreenDate, style.role, bold, on: style.surface)
      .padding(leading: 1, trailing: 1)
    let digits = lines.map { ViewNode.line($0, style.role, bold, on: style.surface) }
    return .column(([date, .gap(rows: 1)] + digits).map { $0.fillingWidth() }).filling()
  }

  /// The time in the Lock Screen's digits scaled twice: each half-block pixel becomes a 2 × 1
  /// block of full cells (six rows a digit).
  static func largeDigits(_ time: String) -> [String] {
    let glyphs = time.map { LockScreenClock.small[$0] ?? ["   ", "   ", "   "] }
    return (0..<6).map { pixelRow in
      glyphs.map { glyph in
        String(
          glyph[pixelRow / 2].flatMap { cell -> [Character] in
            let upper = pixelRow % 2 == 0
            let on = cell == "█" || (cell == "▀" && upper) || (cell == "▄" && !upper)
            return on ? ["█", "█"] : [" ", " "]
          })
      }.joined(separator: "  ")
    }
  }
}
