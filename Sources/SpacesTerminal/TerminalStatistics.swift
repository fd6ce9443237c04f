/// Counters a terminal backend keeps about the frames it was given and drew.
package struct TerminalStatistics: Equatable, Sendable {
  /// Frames passed to `present(_:)`.
  package var framesPresented: Int
  /// Frames actually drawn (each with one screen update).
  package var framesDrawn: Int
  /// Frames replaced by a newer one before they were drawn.
  package var framesDropped: Int
  /// Drawn frames that repainted the whole screen (first frame, size change, resize).
  package var fullRepaints: Int
  /// Cells written to the screen.
  package var cellsWritten: Int
  /// Cells of drawn frames that were not written because they had not changed (or continue a
  /// wide grapheme, or fell outside the screen).
  package var cellsSkipped: Int
  /// Bytes written to the terminal for drawn frames: what ncurses passed to `write(2)` during
  /// each frame's `doupdate`, measured per thread (`/proc/thread-self/io` on Linux). Stays 0
  /// where that can't be measured (macOS) and for backends without a terminal.
  package var bytesWritten: Int

  package init(
    framesPresented: Int = 0, framesDrawn: Int = 0, framesDropped: Int = 0, fullRepaints: Int = 0,
    cellsWritten: Int = 0, cellsSkipped: Int = 0, bytesWritten: Int = 0
  ) {
    self.framesPresented = framesPresented
    self.framesDrawn = framesDrawn
    self.framesDropped = framesDropped
    self.fullRepaints = fullRepaints
    self.cellsWritten = cellsWritten
    self.cellsSkipped = cellsSkipped
    self.bytesWritten = bytesWritten
  }
}
