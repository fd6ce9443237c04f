import SpacesRender
import SpacesTerminal

/// What one interactive run counted: the terminal's frame counters and the run loop's wakeups.
///
/// The inspector shows a summary while running (`renderStatistics`); `spaces run --stats`
/// prints every counter on exit (`lines`), after the terminal is restored.
package struct RunStatistics: Equatable, Sendable {
  /// Frames presented and drawn, cells written and skipped, bytes written.
  var terminal = TerminalStatistics()
  /// Wakeups for terminal events: keys, resizes, signals.
  var terminalEvents = 0
  /// Wakeups for changes the engine made by itself: effect results and app requests.
  var engineWakeups = 0
  /// Wakeups of the deadline timer.
  var deadlineWakeups = 0
  /// Wakeups of the render timer: a visible clock or countdown changed (the renderer's own
  /// schedule, `RedrawSchedule`).
  var redrawWakeups = 0
  /// Wakeups to render a frame.
  var renderWakeups = 0
  /// Wakeups for pushes: the push socket, the state server.
  var pushWakeups = 0

  /// Every wakeup of the run loop.
  package var wakeups: Int {
    terminalEvents + engineWakeups + deadlineWakeups + redrawWakeups + renderWakeups
      + pushWakeups
  }

  /// The summary the inspector shows.
  var renderStatistics: RenderStatistics {
    RenderStatistics(
      framesDrawn: terminal.framesDrawn, cellsWritten: terminal.cellsWritten,
      cellsSkipped: terminal.cellsSkipped, bytesWritten: terminal.bytesWritten, wakeups: wakeups)
  }

  /// Every counter as a `name: value unit` line, plus the process's peak memory when known.
  package func lines(peakResidentKiB: Int?) -> [BenchLine] {
    let drawn = terminal.framesDrawn
    var lines: [BenchLine] = [
      .count("stats.frames.presented", terminal.framesPresented),
      .count("stats.frames.drawn", drawn),
      .count("stats.frames.dropped", terminal.framesDropped),
      .count("stats.frames.full_repaints", terminal.fullRepaints),
      .count("stats.cells.written", terminal.cellsWritten, unit: "cells"),
      .count("stats.cells.skipped", terminal.cellsSkipped, unit: "cells"),
      .count("stats.bytes.written", terminal.bytesWritten, unit: "B"),
      .figure(
        name: "stats.bytes.per_frame",
        value: drawn > 0 ? Double(terminal.bytesWritten) / Double(drawn) : 0, unit: "B",
        decimals: 1),
      .count("stats.wakeups", wakeups),
      .count("stats.wakeups.terminal_events", terminalEvents),
      .count("stats.wakeups.engine", engineWakeups),
      .count("stats.wakeups.deadlines", deadlineWakeups),
      .count("stats.wakeups.redraws", redrawWakeups),
      .count("stats.wakeups.renders", renderWakeups),
      .count("stats.wakeups.pushes", pushWakeups),
    ]
    if let peakResidentKiB {
      lines.append(.mebibytes("stats.memory.peak_rss", kibibytes: peakResidentKiB))
    }
    return lines
  }
}
