import SpacesRender
import SpacesTerminal

/// A terminal backend that shows frames on another backend and records each in a cast.
package final class RecordingTerminal: TerminalBackend {
  /// The backend that shows the frames.
  package let base: any TerminalBackend
  /// Where frames are recorded.
  package let recorder: CastRecorder

  package init(_ base: any TerminalBackend, recorder: CastRecorder) {
    self.base = base
    self.recorder = recorder
  }

  package func present(_ frame: Frame) {
    base.present(frame)
    recorder.record(frame)
  }

  package func stop() { base.stop() }

  package var statistics: TerminalStatistics { base.statistics }
}
