import Foundation
import SpacesEngine
import SpacesKit

/// The inspector panel: the clock, the focused control's reload state, the drawing counters
/// (when the run loop passes them), and the event log with every reload's cause.
public struct InspectorView {
  let painter: Painter

  /// Draws the panel.
  public func draw(state: DashboardState, in rect: Rect, frame: inout Frame) {
    let context = painter.context
    frame.fill(rect, style: painter.style(.text))
    for y in rect.y..<rect.maxY {
      frame.write(context.asciiOnly ? "|" : "│", x: rect.x, y: y, style: painter.style(.border))
    }
    let x = rect.x + 2
    let width = rect.width - 3
    var y = rect.y
    func line(_ text: String, _ style: CellStyle) {
      guard y < rect.maxY else { return }
      frame.write(painter.truncate(text, to: width), x: x, y: y, style: style)
      y += 1
    }
    line("Inspector", painter.style(.text, .bold))
    line(
      "clock \(time(context.now)) "
        + (context.clockRate.map { "simulated \($0.label(ascii: context.asciiOnly))" }
          ?? (context.clockIsVirtual ? "virtual" : "real")),
      painter.style(.secondary))
    if context.clockRate != nil {
      line(
        "next event " + (context.nextScheduledEvent.map { time($0) } ?? "none") + " (. jumps)",
        painter.style(.secondary))
    }
    line(
      "device \(state.device.isLocked ? "locked" : "unlocked")",
      painter.style(state.device.isLocked ? .warning : .secondary))
    if let control = state.focusedControl, state.space == .controlCenter {
      line(
        "\(control.displayed.title) \(painter.dot) \(control.kind.shortKind)", painter.style(.text)
      )
      var status = control.phase == .placeholder ? "preview" : "loaded"
      if control.isReloading { status += ", reloading" }
      if control.isPerforming { status += ", performing" }
      if let retry = control.retryAt { status += ", retry \(time(retry))" }
      line(status, painter.style(.secondary))
    }
    if let statistics = context.statistics {
      y += 1
      line("Drawing", painter.style(.text, .bold))
      for text in Self.statisticsLines(statistics, dot: painter.dot) {
        line(text, painter.style(.secondary))
      }
    }
    y += 1
    line("Events", painter.style(.text, .bold))
    let room = max(0, rect.maxY - y)
    for event in state.events.suffix(room) {
      line("\(time(event.date)) \(event.description)", painter.style(.secondary))
    }
  }

  /// The drawing counters as short lines: frames and wakeups, cells, bytes.
  static func statisticsLines(_ statistics: RenderStatistics, dot: String) -> [String] {
    let frames = statistics.framesDrawn
    let perFrame = frames > 0 ? " \(dot) \(statistics.bytesWritten / frames)/frame" : ""
    return [
      "frames \(frames) \(dot) wakeups \(statistics.wakeups)",
      "cells \(statistics.cellsWritten) written \(dot) \(statistics.cellsSkipped) skipped",
      "bytes \(statistics.bytesWritten)\(perFrame)",
    ]
  }

  private func time(_ date: Date) -> String {
    let c = painter.context.components(date)
    return String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
  }
}
