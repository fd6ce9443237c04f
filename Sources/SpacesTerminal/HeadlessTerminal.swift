import SpacesRender
import Synchronization

/// A terminal backend without a terminal: records the frames it is given.
///
/// Used by tests and `spaces snapshot`. Every presented frame counts as drawn; statistics are
/// computed with the same `FrameDiff` the real backend uses, so tests can assert how much a
/// change would redraw.
package final class HeadlessTerminal: TerminalBackend {
  private struct State {
    var latestFrame: Frame?
    var statistics = TerminalStatistics()
    var isStopped = false
  }

  private let state = Mutex(State())

  /// Creates an empty recorder.
  package init() {}

  /// Records a frame as the latest one and counts what a diff against the previous one
  /// would write.
  package func present(_ frame: Frame) {
    state.withLock { state in
      let diff = FrameDiff(from: state.latestFrame, to: frame)
      state.statistics.framesPresented += 1
      state.statistics.framesDrawn += 1
      if diff.isFullRepaint { state.statistics.fullRepaints += 1 }
      let written = diff.runs.reduce(0) { $0 + $1.cells.count { $0.width > 0 } }
      state.statistics.cellsWritten += written
      state.statistics.cellsSkipped += frame.cells.count - written
      state.latestFrame = frame
    }
  }

  /// Marks the recorder stopped. Idempotent; frames presented afterwards are still recorded.
  package func stop() {
    state.withLock { $0.isStopped = true }
  }

  /// Counters about the recorded frames.
  package var statistics: TerminalStatistics { state.withLock { $0.statistics } }

  /// The most recently presented frame, if any.
  package var latestFrame: Frame? { state.withLock { $0.latestFrame } }

  /// The number of frames presented so far.
  package var frameCount: Int { state.withLock { $0.statistics.framesPresented } }

  /// The latest frame as plain text (one line per row), or `nil` before the first frame.
  package var latestText: String? { latestFrame?.text }

  /// Whether `stop()` was called.
  package var isStopped: Bool { state.withLock { $0.isStopped } }
}
