/// Counters about the dashboard's own drawing, shown by the inspector (like notcurses' ncstats).
///
/// The run loop fills it from the terminal backend's statistics and its own wakeup count and
/// passes it in `RenderContext.statistics`; headless renders leave that `nil`, so golden frames
/// don't depend on it. The numbers describe the frames drawn before the one being rendered.
package struct RenderStatistics: Equatable, Sendable {
  /// Frames drawn on the terminal.
  package var framesDrawn: Int
  /// Cells written to the terminal.
  package var cellsWritten: Int
  /// Cells of drawn frames left alone because they had not changed.
  package var cellsSkipped: Int
  /// Bytes written to the terminal (0 where the platform can't measure them).
  package var bytesWritten: Int
  /// Times the run loop woke up (input, effect results, deadlines, renders).
  package var wakeups: Int

  package init(
    framesDrawn: Int = 0, cellsWritten: Int = 0, cellsSkipped: Int = 0, bytesWritten: Int = 0,
    wakeups: Int = 0
  ) {
    self.framesDrawn = framesDrawn
    self.cellsWritten = cellsWritten
    self.cellsSkipped = cellsSkipped
    self.bytesWritten = bytesWritten
    self.wakeups = wakeups
  }
}
