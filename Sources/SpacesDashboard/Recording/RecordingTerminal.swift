import SpacesRender
import SpacesTerminal

/// A terminal backend that shows frames on another backend and records each in a cast.
public final class RecordingTerminal: TerminalBackend {
  /// The backend that shows the frames.
  public let base: any TerminalBackend
  /// Where frames are recorded.
  public let recorder: CastRecorder

  public init(_ base: any TerminalBackend, recorder: CastRecorder) {
    self.base = base
    self.recorder = recorder
  }

  public func present(_ frame: Frame) {
    base.present(frame)
    recorder.record(frame)
  }

  public func stop() { base.stop() }

  public var statistics: TerminalStatistics { base.statistics }
}
