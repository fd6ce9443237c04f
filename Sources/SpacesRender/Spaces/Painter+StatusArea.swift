import Foundation
import SpacesEngine

/// The status area: the right end of the status bar (row 0), as btop keeps its modes there, with
/// a compact indicator for each mode that is on — the clock's speed or pause, the device
/// locked, Developer Mode, a theme other than the one the dashboard started with, reduced
/// motion — and nothing for a mode that is off. What the tabs leave no room for (an 80-column
/// terminal) goes to the left end of row 1, clear of the Dynamic Island.
extension Painter {
  /// One mode's indicator: its text, a shorter one for a narrow bar, and its style.
  struct ModeIndicator: Equatable {
    var text: String
    var compact: String
    var style: CellStyle
  }

  /// The indicators of the modes that are on, left to right as drawn; the clock's is last (at
  /// the bar's right end, where it always was).
  func modeIndicators(state: DashboardState) -> [ModeIndicator] {
    let ascii = context.asciiOnly
    var indicators: [ModeIndicator] = []
    if let starting = context.startingThemeName, theme.name != starting {
      indicators.append(ModeIndicator(text: theme.name, compact: "", style: style(.secondary)))
    }
    if context.reducedMotion {
      indicators.append(
        ModeIndicator(text: "reduce motion", compact: "RM", style: style(.secondary)))
    }
    if state.widgets.developerMode {
      indicators.append(ModeIndicator(text: "DEV", compact: "DEV", style: style(.warning, .bold)))
    }
    if state.device.isLocked {
      let lock = ascii ? "LOCK" : glyph("lock.fill")
      indicators.append(ModeIndicator(text: lock, compact: lock, style: style(.text, .bold)))
    }
    if let rate = context.clockRate, rate.isPaused || rate.speed != 1 {
      let label = rate.label(ascii: ascii)
      indicators.append(ModeIndicator(text: label, compact: label, style: style(.warning, .bold)))
    }
    return indicators
  }

  /// The indicators as they fit between column `minX` and the bar's right end: full texts if
  /// they fit, else compact ones, else dropping from the left (the theme's name first, the
  /// clock's last). Each with the column it starts at.
  func statusArea(state: DashboardState, from minX: Int, width: Int) -> [(
    indicator: ModeIndicator, x: Int
  )] {
    statusArea(modeIndicators(state: state), from: minX, width: width)
  }

  /// Mode indicators as they fit between column `minX` and the bar's right end
  /// (`statusArea(state:from:width:)`).
  func statusArea(_ all: [ModeIndicator], from minX: Int, width: Int) -> [(
    indicator: ModeIndicator, x: Int
  )] {
    let gap = 2
    func place(_ indicators: [ModeIndicator], compact: Bool) -> [(ModeIndicator, Int)]? {
      let texts = indicators.map { compact ? $0.compact : $0.text }
      let shown = zip(indicators, texts).filter { !$0.1.isEmpty }
      let total =
        shown.reduce(0) { $0 + CellWidth.of($1.1) } + gap * max(0, shown.count - 1)
      var x = width - 1 - total
      guard x >= minX else { return nil }
      return shown.map { indicator, text in
        var drawn = indicator
        drawn.text = text
        defer { x += CellWidth.of(text) + gap }
        return (drawn, x)
      }
    }
    var indicators = all
    while !indicators.isEmpty {
      if let placed = place(indicators, compact: false) ?? place(indicators, compact: true) {
        return placed.map { (indicator: $0.0, x: $0.1) }
      }
      indicators.removeFirst()
    }
    return []
  }

  /// The first column the status area may take: right of the tabs and a gap.
  static func statusAreaStart(_ tabs: [(space: Space, text: String, x: Int, isCurrent: Bool)])
    -> Int
  {
    tabs.last.map { $0.x + CellWidth.of($0.text) + 1 } ?? 0
  }

  /// Draws what the status bar had no room for at the left end of row 1, in compact forms, as
  /// many as fit before what the row already shows (the Dynamic Island); a notice on that row
  /// covers them while it is up.
  func drawStatusOverflow(_ overflow: [ModeIndicator], frame: inout Frame) {
    guard !overflow.isEmpty else { return }
    var end = 1
    while end < frame.width, frame[end, 1] == blank { end += 1 }
    var x = 1
    for indicator in overflow.reversed() {
      let text = indicator.compact.isEmpty ? indicator.text : indicator.compact
      let width = CellWidth.of(text)
      // Two columns clear of what follows.
      guard x + width + 2 <= end else { break }
      frame.write(text, x: x, y: 1, style: indicator.style)
      x += width + 2
    }
  }

  /// Draws the status area on row 0, right of column `minX`; returns the indicators it had no
  /// room for (`drawStatusOverflow` draws them on row 1).
  func drawStatusArea(state: DashboardState, from minX: Int, frame: inout Frame)
    -> [ModeIndicator]
  {
    let all = modeIndicators(state: state)
    let placed = statusArea(all, from: minX, width: frame.width)
    for (indicator, x) in placed {
      frame.write(indicator.text, x: x, y: 0, style: indicator.style)
    }
    return Array(all.dropLast(placed.count))
  }
}
